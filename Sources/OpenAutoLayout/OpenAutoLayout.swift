// UIKit re-exports Foundation: code that imports only UIKit uses CGFloat, CGRect, NSString,
// NSObject … without importing Foundation itself. Importing OpenAutoLayout (or OpenUIKit, which
// re-exports it) does the same.
@_exported import Foundation

// LayoutSpec re-exports OpenUIKit (and through it OpenAutoLayout): a loaded screen is made of
// their types.
@_exported import OpenUIKit

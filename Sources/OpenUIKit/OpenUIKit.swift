/// OpenUIKit: screens, windows, view controllers, bars, scroll and table views on top of
/// OpenAutoLayout, which it re-exports so that `import OpenUIKit` is all an app needs.
@_exported import OpenAutoLayout

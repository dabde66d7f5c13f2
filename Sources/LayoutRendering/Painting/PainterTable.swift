import Foundation
import OpenUIKit

/// The painters of the standard views, by class: a view is drawn by the painter of its class or
/// of its nearest superclass in the table (the first entry whose class it is, so subclasses come
/// before their superclasses). A new control is one ``ViewPainting`` type and one line here.
@MainActor
struct PainterTable {
    /// One painter, type-erased.
    @MainActor struct Entry {
        let matches: @MainActor (UIView) -> Bool
        let drawsBackground: Bool
        let paint: @MainActor (UIView, PaintContext, inout SVGWriter) -> Void
        let paintOver: @MainActor (UIView, PaintContext, inout SVGWriter) -> Void

        init<Painter: ViewPainting>(_ painter: Painter) {
            matches = { $0 is Painter.View }
            drawsBackground = painter.drawsBackground
            paint = { view, context, svg in
                if let view = view as? Painter.View { painter.paint(view, in: context, &svg) }
            }
            paintOver = { view, context, svg in
                if let view = view as? Painter.View { painter.paintOver(view, in: context, &svg) }
            }
        }
    }

    /// Every standard painter, subclasses first.
    static let standard = PainterTable(entries: [
        Entry(NavigationBarPainter()),
        Entry(TabBarPainter()),
        Entry(ToolbarPainter()),
        Entry(TableViewCellPainter()),
        Entry(TableViewPainter()),
        Entry(TextViewPainter()),
        Entry(SwitchPainter()),
        Entry(ButtonPainter()),
        Entry(SegmentedControlPainter()),
        Entry(SliderPainter()),
        Entry(StepperPainter()),
        Entry(PageControlPainter()),
        Entry(DatePickerPainter()),
        Entry(SearchTextFieldPainter()),
        Entry(TextFieldPainter()),
        Entry(SearchBarPainter()),
        Entry(ProgressViewPainter()),
        Entry(ActivityIndicatorPainter()),
        Entry(PickerViewPainter()),
        Entry(VisualEffectViewPainter()),
        Entry(ImageViewPainter()),
        Entry(LabelPainter()),
    ])

    let entries: [Entry]
    private var cache: [ObjectIdentifier: Int?] = [:]

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The painter of `view`'s class, if any.
    mutating func painter(for view: UIView) -> Entry? {
        let key = ObjectIdentifier(type(of: view))
        if let index = cache[key] { return index.map { entries[$0] } }
        let index = entries.firstIndex { $0.matches(view) }
        cache[key] = index
        return index.map { entries[$0] }
    }
}

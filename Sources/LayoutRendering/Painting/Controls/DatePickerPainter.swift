import Foundation
import OpenUIKit

/// A date picker as iOS draws each style, showing its `date` (in UTC, in English, so that a
/// picture does not depend on where it is drawn):
///
/// - compact: grey pills (`tertiarySystemFill`, 6-point corners) with the date ("Jun 10, 2024")
///   and/or the time ("9:41 AM") in 17-point text;
/// - wheels: columns of values (month, day and year; hours, minutes and AM/PM; the day and time;
///   hours and minutes of a countdown) in 20-point text, the selected row in a grey rounded band
///   across the middle and the rows above and below fading;
/// - inline: the month's calendar (month and year, weekday initials, the days in rows of seven,
///   the selected day in a tint-coloured circle), and below it the time pill for a date and time.
struct DatePickerPainter: ViewPainting {
    static let pillFont = UIFont.systemFont(ofSize: 17)
    static let wheelFont = UIFont.systemFont(ofSize: 20)
    static let rowHeight: CGFloat = 32

    func paint(_ picker: UIDatePicker, in context: PaintContext, _ svg: inout SVGWriter) {
        let parts = DateParts(picker.date)
        switch picker.datePickerStyle {
        case .compact: drawCompact(picker, parts, in: context.rect, context, &svg)
        case .inline: drawInline(picker, parts, context, &svg)
        case .wheels, .automatic: drawWheels(picker, parts, context, &svg)
        }
    }

    private func drawPill(_ text: String, in rect: CGRect, _ context: PaintContext, _ svg: inout SVGWriter) {
        svg.rect(rect, radius: 6, fill: context.paint(.tertiarySystemFill))
        TextBox.draw(text, font: Self.pillFont, color: context.resolve(.label), in: rect, alignment: .center, &svg)
    }

    private func drawCompact(
        _ picker: UIDatePicker, _ parts: DateParts, in rect: CGRect, _ context: PaintContext, _ svg: inout SVGWriter
    ) {
        switch picker.datePickerMode {
        case .time:
            drawPill(parts.time, in: rect, context, &svg)
        case .dateAndTime:
            let timeWidth = min(87, rect.width)
            drawPill(
                parts.date,
                in: CGRect(x: rect.minX, y: rect.minY, width: rect.width - timeWidth - 8, height: rect.height), context,
                &svg)
            drawPill(
                parts.time, in: CGRect(x: rect.maxX - timeWidth, y: rect.minY, width: timeWidth, height: rect.height),
                context, &svg)
        case .date, .countDownTimer, .yearAndMonth:
            drawPill(parts.date, in: rect, context, &svg)
        }
    }

    private func drawWheels(_ picker: UIDatePicker, _ parts: DateParts, _ context: PaintContext, _ svg: inout SVGWriter)
    {
        let rect = context.rect
        svg.rect(
            CGRect(x: rect.minX + 8, y: rect.midY - 17, width: max(0, rect.width - 16), height: 34), radius: 8,
            fill: context.paint(.tertiarySystemFill))
        let columns = parts.wheelColumns(for: picker.datePickerMode)
        let widths = columns.map { column in
            column.map { TextBox.width(of: $0, font: Self.wheelFont) }.max() ?? 0
        }
        let gap: CGFloat = 16
        var x = rect.midX - (widths.reduce(0, +) + gap * CGFloat(max(0, columns.count - 1))) / 2
        let label = context.resolve(.label)
        for (column, width) in zip(columns, widths) {
            for (index, value) in column.enumerated() {
                let offset = CGFloat(index - column.count / 2)
                let row = CGRect(
                    x: x, y: rect.midY - Self.rowHeight / 2 + offset * Self.rowHeight, width: width + 1,
                    height: Self.rowHeight)
                guard row.minY >= rect.minY, row.maxY <= rect.maxY else { continue }
                let fade = max(0.15, 1 - abs(offset) * 0.3)
                TextBox.draw(
                    value, font: Self.wheelFont, color: label.withAlphaComponent(label.alpha * fade), in: row,
                    alignment: .center, &svg)
            }
            x += width + gap
        }
    }

    private func drawInline(_ picker: UIDatePicker, _ parts: DateParts, _ context: PaintContext, _ svg: inout SVGWriter)
    {
        let rect = context.rect
        let label = context.resolve(.label)
        let tint = context.resolve(picker.tintColor)
        TextBox.draw(
            parts.monthAndYear, font: .systemFont(ofSize: 17, weight: .semibold), color: label,
            in: CGRect(x: rect.minX + 16, y: rect.minY + 8, width: rect.width - 90, height: 28), &svg)
        Glyphs.chevron(
            tip: CGPoint(x: rect.maxX - 58, y: rect.minY + 22), height: 14, forward: false, color: SVGPaint(tint),
            width: 2.5,
            &svg)
        Glyphs.chevron(
            tip: CGPoint(x: rect.maxX - 18, y: rect.minY + 22), height: 14, forward: true, color: SVGPaint(tint),
            width: 2.5,
            &svg)
        let cell = (rect.width - 16) / 7
        let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
        for (index, day) in weekdays.enumerated() {
            TextBox.draw(
                day, font: .systemFont(ofSize: 11, weight: .semibold), color: context.resolve(.tertiaryLabel),
                in: CGRect(x: rect.minX + 8 + CGFloat(index) * cell, y: rect.minY + 44, width: cell, height: 16),
                alignment: .center, &svg)
        }
        let rowHeight: CGFloat = 44
        for day in 1...parts.daysInMonth {
            let slot = parts.firstWeekday + day - 1
            let center = CGPoint(
                x: rect.minX + 8 + (CGFloat(slot % 7) + 0.5) * cell,
                y: rect.minY + 66 + (CGFloat(slot / 7) + 0.5) * rowHeight)
            let isSelected = day == parts.day
            if isSelected { svg.circle(center: center, radius: 20, fill: SVGPaint(tint)) }
            TextBox.draw(
                "\(day)", font: .systemFont(ofSize: 20, weight: isSelected ? .semibold : .regular),
                color: isSelected ? .white : label,
                in: CGRect(x: center.x - cell / 2, y: center.y - 14, width: cell, height: 28), alignment: .center, &svg)
        }
        guard picker.datePickerMode == .dateAndTime else { return }
        let timeRow = CGRect(x: rect.minX, y: rect.maxY - 50, width: rect.width, height: 50)
        TextBox.draw(
            "Time", font: Self.pillFont, color: label,
            in: CGRect(x: timeRow.minX + 16, y: timeRow.minY, width: 100, height: timeRow.height), &svg)
        drawPill(
            parts.time, in: CGRect(x: timeRow.maxX - 16 - 87, y: timeRow.midY - 17, width: 87, height: 34), context,
            &svg)
    }
}

/// The parts of a date a picker shows, in UTC and English.
struct DateParts {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    private let calendar: Calendar
    private let value: Date
    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int
    /// The weekday of the month's first day (0 for Sunday).
    let firstWeekday: Int
    let daysInMonth: Int

    init(_ date: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        self.calendar = calendar
        value = date
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        year = parts.year ?? 2024
        month = parts.month ?? 1
        day = parts.day ?? 1
        hour = parts.hour ?? 0
        minute = parts.minute ?? 0
        let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? date
        firstWeekday = (calendar.component(.weekday, from: first) + 6) % 7
        daysInMonth = calendar.range(of: .day, in: .month, for: first)?.count ?? 30
    }

    private func shortMonth(_ month: Int) -> String { String(Self.months[(month + 11) % 12].prefix(3)) }

    /// "Jun 10, 2024".
    var date: String { "\(shortMonth(month)) \(day), \(year)" }
    /// "9:41 AM".
    var time: String { "\(hour12(hour)):\(twoDigits(minute)) \(hour < 12 ? "AM" : "PM")" }
    /// "June 2024".
    var monthAndYear: String { "\(Self.months[month - 1]) \(year)" }

    private func hour12(_ hour: Int) -> Int { hour % 12 == 0 ? 12 : hour % 12 }
    private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// Each wheel's rows, the selected value in the middle and two neighbours each side.
    func wheelColumns(for mode: UIDatePicker.Mode) -> [[String]] {
        let around = -2...2
        let hours = around.map { "\(hour12(hour + $0 + 24))" }
        let minutes = around.map { twoDigits((minute + $0 + 60) % 60) }
        let period = around.map { $0 == 0 ? (hour < 12 ? "AM" : "PM") : ($0 == 1 && hour < 12 ? "PM" : "") }
        switch mode {
        case .time:
            return [hours, minutes, period]
        case .date:
            return [
                around.map { Self.months[(month - 1 + $0 + 12) % 12] },
                around.map { "\((day - 1 + $0 + daysInMonth) % daysInMonth + 1)" }, around.map { "\(year + $0)" },
            ]
        case .yearAndMonth:
            return [around.map { Self.months[(month - 1 + $0 + 12) % 12] }, around.map { "\(year + $0)" }]
        case .dateAndTime:
            let days = around.map { offset -> String in
                let shifted = calendar.date(byAdding: .day, value: offset, to: value) ?? value
                let parts = calendar.dateComponents([.month, .day, .weekday], from: shifted)
                let weekday = Self.weekdays[((parts.weekday ?? 1) - 1) % 7]
                return "\(weekday) \(shortMonth(parts.month ?? month)) \(parts.day ?? day)"
            }
            return [days, hours, minutes, period]
        case .countDownTimer:
            return [around.map { "\(max(0, hour + $0)) hours" }, around.map { "\((minute + $0 + 60) % 60) min" }]
        }
    }
}

/// docs/reference/priorities.md: UIKit's message for required constraints that cannot all hold, listing only the
/// minimal conflicting set and naming the constraint the engine breaks.
@MainActor
enum ConflictReport {
    static func message(conflicting: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) -> String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
            "(",
        ]
        let entries = conflicting.map { "    \"\($0.description)\"" }
        lines.append(entries.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append(victim.description)
        return lines.joined(separator: "\n")
    }

}

import Foundation

extension LayoutContext {
    /// Records `event` (broken constraints, unsettled passes) and hands it on: to
    /// ``eventHandler`` when there is one, else its ``LayoutEvent/logText`` to the current task's
    /// sink (``LayoutDiagnostics/withSink(_:perform:)``) or to ``log``.
    @MainActor func report(_ event: LayoutEvent) {
        let handler = eventHandler
        let taskHandler = handler == nil ? LayoutDiagnostics.taskHandler : nil
        // Written now, before anything changes the descriptions it quotes.
        let text = handler == nil && taskHandler == nil ? event.logText : nil
        record(event, text: text)
        if let handler {
            handler(event)
        } else if let taskHandler {
            taskHandler(event)
        } else if let text {
            log(text)
        }
    }

    @MainActor private func record(_ event: LayoutEvent, text: String?) {
        switch event {
        case .unsatisfiable(let set, let broken):
            let conflict = DiagnosticsRecord.Conflict(
                broken: broken, firstItem: broken.firstItem, secondItem: broken.secondItem,
                hasSecondItem: broken.secondItem != nil,
                conflictingSet: set.map { DiagnosticsRecord.WeakConstraint(constraint: $0) },
                brokenText: broken.description, message: text ?? event.logText)
            withRecord { $0.append(conflict) }
        case .didNotSettle:
            let message = text ?? event.logText ?? ""
            withRecord { $0.append(unsettled: message) }
        case .ambiguous, .internalError:
            break
        }
    }

    /// The constraints the engine broke in this context's trees to recover from required
    /// conflicts, oldest first (the last 1000), leaving out those that or whose views are gone.
    @MainActor public var brokenConstraints: [NSLayoutConstraint] {
        withRecord { $0.conflicts }.compactMap(\.liveBroken)
    }

    /// The descriptions of every constraint the engine broke in this context's trees, as they
    /// were when each was broken (kept after the views have gone away), oldest first.
    public var brokenConstraintDescriptions: [String] {
        withRecord { $0.conflicts.map(\.brokenText) }
    }

    /// The unsatisfiable-constraint events still whole (every constraint and the broken one's
    /// views alive), oldest first, with the text each was logged with.
    @MainActor public var recordedConflicts: [(event: LayoutEvent, logText: String)] {
        withRecord { $0.conflicts }.compactMap { conflict in
            guard let event = conflict.event, let message = conflict.message else { return nil }
            return (event, message)
        }
    }

    /// Forgets the recorded broken constraints.
    public func clearBrokenConstraints() {
        withRecord { $0.removeConflicts() }
    }

    /// The reports of layout passes that did not settle in this context's trees, oldest first;
    /// at most 1000 kept.
    public var unsettledLayoutReports: [String] {
        withRecord { $0.unsettled }
    }

    /// Forgets the recorded unsettled-layout reports.
    public func clearUnsettledLayoutReports() {
        withRecord { $0.removeUnsettled() }
    }
}

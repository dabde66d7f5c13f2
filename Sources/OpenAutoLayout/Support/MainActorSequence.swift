/// Main-actor versions of the standard library's closure-taking sequence methods, for the
/// engine's loops over views and constraints.
///
/// A closure written on the main actor is isolated to it. Handed to a nonisolated function such
/// as `Array.filter`, Swift 6 makes the closure check on every call that it really runs on the
/// main actor (`swift_task_isCurrentExecutor`, a couple of hundred instructions), which costs
/// more than the work the engine does per view in such a loop. These methods are isolated to
/// the main actor themselves, so the closures they call need no check. Closures that touch no
/// main-actor state can instead be marked `@Sendable` and passed to the standard library.
extension Sequence {
    @MainActor
    func filterOnMainActor(_ isIncluded: (Element) -> Bool) -> [Element] {
        var result: [Element] = []
        // The engine's filters keep most of what they see (queued views still queued).
        result.reserveCapacity(underestimatedCount)
        for element in self where isIncluded(element) { result.append(element) }
        return result
    }

    @MainActor
    func mapOnMainActor<T>(_ transform: (Element) -> T) -> [T] {
        var result: [T] = []
        result.reserveCapacity(underestimatedCount)
        for element in self { result.append(transform(element)) }
        return result
    }

    @MainActor
    func compactMapOnMainActor<T>(_ transform: (Element) -> T?) -> [T] {
        var result: [T] = []
        for element in self {
            if let value = transform(element) { result.append(value) }
        }
        return result
    }

    @MainActor
    func containsOnMainActor(where predicate: (Element) -> Bool) -> Bool {
        for element in self where predicate(element) { return true }
        return false
    }

    @MainActor
    func allSatisfyOnMainActor(_ predicate: (Element) -> Bool) -> Bool {
        for element in self where !predicate(element) { return false }
        return true
    }
}

extension Collection {
    @MainActor
    func firstIndexOnMainActor(where predicate: (Element) -> Bool) -> Index? {
        var index = startIndex
        while index != endIndex {
            if predicate(self[index]) { return index }
            formIndex(after: &index)
        }
        return nil
    }
}

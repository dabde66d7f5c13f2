extension ScreenModel {
    /// What one row shows in place of the cell template's own content: texts for the template's
    /// labels, by their names. UIKit's data source sets a cell's labels per row in
    /// `tableView(_:cellForRowAt:)`; this is that, written in the spec.
    public struct RowContent: Equatable, Sendable {
        /// The text of each label this row changes, by the label's name in the cell template;
        /// the other labels keep the template's text.
        public var texts: [String: String]

        /// A row whose labels named in `texts` show those texts.
        public init(texts: [String: String] = [:]) {
            self.texts = texts
        }
    }
}

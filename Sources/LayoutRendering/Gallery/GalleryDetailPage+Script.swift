extension GalleryDetailPage {
    /// The detail page's layout: the picture beside the hover line and the explanation, the
    /// tables below; the view under the pointer outlined orange, the explained one red.
    static let style = """
        .screen { display: flex; gap: 2em; align-items: flex-start; flex-wrap: wrap; }
        #picture svg { display: block; max-width: 100%; height: auto; max-height: 88vh; }
        #picture [data-name] { cursor: pointer; }
        #picture g.hovered > rect:first-of-type { stroke: #ff9500; stroke-width: 2px; }
        #picture g.selected > rect:first-of-type { stroke: #ff2d55; stroke-width: 3px; }
        .side { flex: 1 1 28em; min-width: 20em; }
        #hover { font-family: Menlo, "DejaVu Sans Mono", monospace; font-size: 13px; min-height: 1.4em; }
        table { border-collapse: collapse; font-size: 12px; font-family: Menlo, "DejaVu Sans Mono", monospace; }
        th, td { text-align: left; padding: 0.2em 0.8em 0.2em 0; border-bottom: 1px solid #e5e5ea; }
        tr[data-view] { cursor: pointer; }
        tr.hovered { background: #fff4e0; }
        tr.selected { background: #ffe0e6; }
        #constraints code { font-size: 12px; }
        .variants { font-size: 0.9em; }
        """

    /// Shows the hovered view's frame and the clicked view's explanation from the page's
    /// `views` data; marks the view in the picture and its row of the frame table.
    static let script = """
        (function () {
          "use strict";
          var views = JSON.parse(document.getElementById("views").textContent);
          var picture = document.getElementById("picture");
          var hover = document.getElementById("hover");
          var explanation = document.getElementById("explanation");
          function known(name) { return Object.prototype.hasOwnProperty.call(views, name); }
          function viewAt(element) {
            var group = element.closest ? element.closest("[data-name]") : null;
            while (group && !known(group.getAttribute("data-name"))) {
              group = group.parentElement ? group.parentElement.closest("[data-name]") : null;
            }
            return group ? group.getAttribute("data-name") : null;
          }
          function mark(className, name) {
            document.querySelectorAll("." + className).forEach(function (element) {
              element.classList.remove(className);
            });
            if (name === null) { return; }
            var quoted = "\\"" + CSS.escape(name) + "\\"";
            document.querySelectorAll("#picture [data-name=" + quoted + "], #frames tr[data-view=" + quoted + "]")
              .forEach(function (element) { element.classList.add(className); });
          }
          function show(name) {
            hover.textContent = name === null ? hover.getAttribute("data-hint") : views[name].hover;
            hover.setAttribute("data-view", name === null ? "" : name);
            mark("hovered", name);
          }
          function explain(name) {
            explanation.textContent = views[name].explanation;
            explanation.setAttribute("data-view", name);
            mark("selected", name);
          }
          picture.addEventListener("mouseover", function (event) { show(viewAt(event.target)); });
          picture.addEventListener("mouseleave", function () { show(null); });
          picture.addEventListener("click", function (event) {
            var name = viewAt(event.target);
            if (name !== null) { explain(name); }
          });
          document.getElementById("frames").addEventListener("click", function (event) {
            var row = event.target.closest("tr[data-view]");
            if (row) { explain(row.getAttribute("data-view")); }
          });
          document.body.setAttribute("data-state", "ready");
        })();
        """
}

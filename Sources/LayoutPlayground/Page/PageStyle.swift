/// The page's style sheet.
enum PageStyle {
    static let text = #"""
        body { font: 13px/1.4 "DejaVu Sans", sans-serif; margin: 0; color: #222; }
        header { display: flex; gap: 16px; align-items: center; padding: 8px 16px; background: #f2f2f7; border-bottom: 1px solid #ccc; }
        header h1 { font-size: 16px; margin: 0; }
        header nav { margin-left: auto; display: flex; gap: 12px; align-items: center; }
        #error { background: #fde2e1; color: #8a1111; padding: 8px 16px; border-bottom: 1px solid #e0a0a0; }
        main { display: grid; grid-template-columns: 330px auto 1fr; gap: 16px; padding: 16px; align-items: start; }
        fieldset { border: 1px solid #ccc; margin: 0 0 12px; min-width: 0; }
        #controls { min-width: 0; }
        #controls select { max-width: 100%; }
        fieldset label, .edges { display: block; margin: 3px 0; }
        .edges label { display: inline-block; margin-right: 6px; }
        input[data-key], #view-settings input { width: 130px; }
        #picture svg { max-height: 85vh; width: auto; display: block; }
        #picture.hidden-for-prediction { visibility: hidden; }
        #picture [data-name] { cursor: pointer; }
        #picture .moved-mark { stroke: #ff9500; stroke-width: 4; }
        #picture .selected-mark { stroke: #0a84ff; stroke-width: 3; stroke-dasharray: 6 3; }
        #prediction { background: #fff8d6; border: 1px solid #e5c100; padding: 8px; margin-bottom: 8px; max-width: 420px; }
        #prediction input { width: 60px; }
        table { border-collapse: collapse; margin-bottom: 12px; }
        th, td { border-bottom: 1px solid #e3e3e3; padding: 2px 8px; text-align: left; white-space: nowrap; font-variant-numeric: tabular-nums; }
        #frames tbody tr { cursor: pointer; }
        tr.changed { background: #fff1b8; }
        tr.selected { outline: 2px solid #0a84ff; }
        td.delta { color: #8a5a00; white-space: normal; min-width: 160px; }
        #constraints input[type=number] { width: 70px; }
        #problems .problem { background: #fde2e1; padding: 6px; white-space: pre-wrap; font-family: "DejaVu Sans Mono", monospace; }
        #problems .sound { color: #2a7d2a; }
        pre { background: #f7f7f7; padding: 8px; max-width: 720px; overflow: auto; }

        """#
}

/// The playground's page: plain HTML that loads ``PageStyle`` and ``PageScript`` from the same
/// server and nothing from anywhere else.
enum PageHTML {
    static let text = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>OpenAutoLayout playground</title>
        <link rel="stylesheet" href="/static/playground.css">
        </head>
        <body>
        <header>
          <h1>OpenAutoLayout playground</h1>
          <span id="title"></span>
          <nav>
            <button id="share" type="button">Copy link</button>
            <a id="download-svg" href="#" download>SVG</a>
            <a id="download-spec" href="#" download>Spec</a>
            <label><input id="predict" type="checkbox"> Predict mode</label>
          </nav>
        </header>
        <div id="error" role="alert" hidden></div>
        <main>
          <section id="controls">
            <fieldset>
              <legend>Screen</legend>
              <label>Example <select id="example"></select></label>
              <label>Or open a spec <input id="spec-file" type="file" accept=".yaml,.yml,.json"></label>
              <label>Device <select data-key="device"><option value="">as in spec</option></select></label>
              <label>Orientation <select data-key="orientation"><option value="">as in spec</option></select></label>
              <label>iOS <select id="ios" data-key="ios">
                <option value="">as in spec</option><option value="10">10 (layout guides)</option>
                <option value="11">11+ (safe area)</option></select></label>
              <label>Direction <select data-key="rtl">
                <option value="">as in spec</option><option value="0">left to right</option>
                <option value="1">right to left</option></select></label>
              <label>Appearance <select data-key="appearance">
                <option value="">as in spec</option><option value="light">light</option>
                <option value="dark">dark</option></select></label>
            </fieldset>
            <fieldset>
              <legend>Bars</legend>
              <label>Navigation bar <select data-key="nav.hidden">
                <option value="">as in spec</option><option value="0">shown</option><option value="1">hidden</option></select></label>
              <label>Navigation bar style <select id="nav-translucent" data-key="nav.translucent">
                <option value="">as in spec</option><option value="1">translucent</option><option value="0">opaque</option></select></label>
              <label>Large titles <select data-key="nav.largeTitles">
                <option value="">as in spec</option><option value="1">on</option><option value="0">off</option></select></label>
              <label>Opaque background image <select data-key="nav.opaqueBackground">
                <option value="">as in spec</option><option value="1">on</option><option value="0">off</option></select></label>
              <label>Toolbar <select data-key="toolbar.hidden">
                <option value="">as in spec</option><option value="0">shown</option><option value="1">hidden</option></select></label>
              <label>Toolbar style <select data-key="toolbar.translucent">
                <option value="">as in spec</option><option value="1">translucent</option><option value="0">opaque</option></select></label>
              <label>Tab bar <select data-key="tab.hidden">
                <option value="">as in spec</option><option value="0">shown</option><option value="1">hidden</option></select></label>
              <label>Tab bar style <select data-key="tab.translucent">
                <option value="">as in spec</option><option value="1">translucent</option><option value="0">opaque</option></select></label>
              <label>Status bar <select data-key="vc.statusBarHidden">
                <option value="">as in spec</option><option value="0">shown</option><option value="1">hidden</option></select></label>
            </fieldset>
            <fieldset>
              <legend>View controller</legend>
              <div class="edges">edgesForExtendedLayout
                <select id="edges-mode"><option value="">as in spec</option><option value="custom">these edges:</option></select>
                <label><input type="checkbox" data-edge="top"> top</label>
                <label><input type="checkbox" data-edge="left"> left</label>
                <label><input type="checkbox" data-edge="bottom"> bottom</label>
                <label><input type="checkbox" data-edge="right"> right</label>
              </div>
              <label>extendedLayoutIncludesOpaqueBars <select data-key="vc.includesOpaqueBars">
                <option value="">as in spec</option><option value="1">true</option><option value="0">false</option></select></label>
              <label>automaticallyAdjustsScrollViewInsets <select data-key="vc.adjustsScrollViewInsets">
                <option value="">as in spec</option><option value="1">true</option><option value="0">false</option></select></label>
              <label>viewRespectsSystemMinimumLayoutMargins <select data-key="vc.respectsSystemMinimumMargins">
                <option value="">as in spec</option><option value="1">true</option><option value="0">false</option></select></label>
              <label>additionalSafeAreaInsets <input data-key="vc.additionalSafeArea" placeholder="top,left,bottom,right"></label>
            </fieldset>
            <fieldset>
              <legend>Overlays</legend>
              <div id="overlays"></div>
            </fieldset>
            <fieldset id="view-panel">
              <legend>Selected view</legend>
              <p id="view-hint">Click a view in the picture or a row of the table.</p>
              <div id="view-settings" hidden></div>
            </fieldset>
          </section>
          <section id="picture-column">
            <div id="prediction" hidden></div>
            <div id="picture"></div>
          </section>
          <section id="numbers">
            <h2>Frames</h2>
            <table id="frames"><thead><tr><th>view</th><th>class</th><th>frame</th><th>safe area</th>
              <th>margins</th><th>contentInset</th><th>change</th></tr></thead><tbody></tbody></table>
            <div id="problems"></div>
            <h2>Explanation</h2>
            <pre id="explanation">Click a view to see why its frame is what it is.</pre>
            <h2>Constraints</h2>
            <table id="constraints"><thead><tr><th>#</th><th>constraint</th><th>constant</th><th>priority</th>
              <th>active</th></tr></thead><tbody></tbody></table>
          </section>
        </main>
        <script src="/static/playground.js"></script>
        </body>
        </html>

        """#
}

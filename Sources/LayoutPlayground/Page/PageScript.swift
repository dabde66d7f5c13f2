/// The page's script: keeps the state as the server's query keys, asks the server to lay it out
/// after every change, and shows the picture, the numbers and what moved. No build step, no
/// library, no request beyond the page's own server.
enum PageScript {
    static let text = #"""
        'use strict';
        // The state, in the keys the server reads (docs/playground.md); the page's URL carries it.
        const state = new URLSearchParams(location.search);
        let previousQuery = null;     // the last state laid out, for the changes
        let current = null;           // the last report
        let selectedView = null;
        let latestRequest = 0;        // answers to older requests than this one are dropped
        const score = { right: 0, asked: 0 };

        const $ = (selector) => document.querySelector(selector);

        function element(tag, attributes = {}, text = '') {
          const node = document.createElement(tag);
          for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
          if (text) node.textContent = text;
          return node;
        }

        function number(value) {
          const rounded = Math.round(value * 1000) / 1000;
          return String(Object.is(rounded, -0) ? 0 : rounded);
        }
        const rect = (r) => `(${number(r.x)}, ${number(r.y)}, ${number(r.width)}, ${number(r.height)})`;
        const insets = (i) => `{${number(i.top)}, ${number(i.left)}, ${number(i.bottom)}, ${number(i.right)}}`;
        const signed = (value) => (value > 0 ? '+' : '') + number(value);

        function showError(message) {
          const box = $('#error');
          box.textContent = message;
          box.hidden = false;
        }
        function clearError() { $('#error').hidden = true; }

        function query() { return state.toString(); }

        function setKey(key, value) {
          if (value === '' || value === null || value === undefined) state.delete(key); else state.set(key, value);
        }

        // Keys that belong to one spec's views and constraints.
        function forgetSpecKeys() {
          for (const key of [...state.keys()]) {
            if (key.startsWith('view.') || key.startsWith('c.')) state.delete(key);
          }
          selectedView = null;
          previousQuery = null;
        }

        // The current state's layout, as `{ data }` or `{ error }`.
        async function fetchLayout() {
          const body = previousQuery ? `${query()}&previous=${encodeURIComponent(previousQuery)}` : query();
          try {
            const response = await fetch('/api/layout', {
              method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body,
            });
            const data = await response.json();
            return response.ok ? { data } : { error: data.error };
          } catch (error) {
            return { error: `cannot reach the playground's server: ${error.message}` };
          }
        }

        function show(data) {
          current = data;
          previousQuery = query();
          history.replaceState(null, '', `?${query()}`);
          $('#title').textContent = data.title;
          $('#picture').innerHTML = data.svg;
          $('#download-svg').href = `/api/svg?${query()}`;
          $('#download-spec').href = `/api/spec?${query()}`;
          for (const change of data.changes || []) {
            if (change.kind !== 'removed') mark(change.name, 'moved-mark');
          }
          showFrames(data);
          showProblems(data.problems);
          showConstraints(data.constraints);
          if (selectedView && !data.views.some((row) => row.name === selectedView)) selectedView = null;
          showSelection();
          document.body.dataset.state = 'ready';
        }

        function showFrames(data) {
          const body = $('#frames tbody');
          body.replaceChildren();
          for (const row of data.views) {
            const change = (data.changes || []).find((c) => c.name === row.name);
            const tr = element('tr', { 'data-view': row.name });
            if (change) tr.classList.add('changed');
            tr.append(
              element('td', { class: 'name' }, row.name + (row.isHidden ? ' (hidden)' : '')),
              element('td', {}, row.className),
              element('td', { class: 'frame' }, rect(row.frame)),
              element('td', { class: 'safe-area' }, insets(row.safeAreaInsets)),
              element('td', { class: 'margins' }, insets(row.layoutMargins)),
              element('td', { class: 'content-inset' }, row.contentInset ? insets(row.contentInset) : ''),
              element('td', { class: 'delta' }, change ? describeChange(change) : ''));
            tr.addEventListener('click', () => select(row.name));
            body.append(tr);
          }
        }

        // Outlines a view in the picture: a copy of its rectangle drawn over every view.
        function mark(name, className) {
          const group = $('#picture').querySelector(`[data-name="${CSS.escape(name)}"]`);
          const rectangle = group && group.querySelector(':scope > rect');
          if (!rectangle) return;
          let outermost = group;
          while (outermost.parentNode.closest('[data-name]')) outermost = outermost.parentNode.closest('[data-name]');
          const outline = rectangle.cloneNode(false);
          outline.setAttribute('fill', 'none');
          outline.setAttribute('class', className);
          outline.setAttribute('pointer-events', 'none');
          outermost.parentNode.append(outline);
        }

        function describeChange(change) {
          if (change.kind !== 'changed') return change.kind;
          const parts = [];
          for (const [name, value] of [['x', change.dx], ['y', change.dy], ['width', change.dw], ['height', change.dh]]) {
            if (value !== 0) parts.push(`${name} ${signed(value)}`);
          }
          if (change.dx === 0 && change.dy === 0 && (change.windowDX !== 0 || change.windowDY !== 0)) {
            parts.push(`moved with its superview: x ${signed(change.windowDX)}, y ${signed(change.windowDY)} on screen`);
          }
          if (change.contentInset) parts.push(`contentInset ${insets(change.contentInset)}`);
          return parts.join(', ');
        }

        function showProblems(problems) {
          const box = $('#problems');
          box.replaceChildren();
          if (problems.hasProblems) {
            box.append(element('div', { class: 'problem' }, problems.text));
          } else {
            box.append(element('p', { class: 'sound' }, 'No broken constraints, no ambiguity.'));
          }
        }

        function showConstraints(rows) {
          const body = $('#constraints tbody');
          body.replaceChildren();
          for (const row of rows) {
            const tr = element('tr', { 'data-constraint': String(row.index) });
            const constant = element('input', { type: 'number', step: 'any', value: number(row.constant) });
            constant.addEventListener('change', () => { setKey(`c.${row.index}.constant`, constant.value); changed(); });
            const priority = element('input', { type: 'number', min: '1', max: '1000', value: number(row.priority) });
            priority.addEventListener('change', () => { setKey(`c.${row.index}.priority`, priority.value); changed(); });
            const active = element('input', { type: 'checkbox' });
            active.checked = row.isActive;
            active.addEventListener('change', () => { setKey(`c.${row.index}.active`, active.checked ? '1' : '0'); changed(); });
            const cells = [element('td', {}, String(row.index)), element('td', {}, row.equation)];
            for (const input of [constant, priority, active]) { const td = element('td'); td.append(input); cells.push(td); }
            tr.append(...cells);
            body.append(tr);
          }
        }

        function select(name) {
          selectedView = name;
          showSelection();
        }

        async function showSelection() {
          for (const tr of document.querySelectorAll('#frames tbody tr')) {
            tr.classList.toggle('selected', tr.dataset.view === selectedView);
          }
          for (const old of document.querySelectorAll('#picture .selected-mark')) old.remove();
          if (selectedView) mark(selectedView, 'selected-mark');
          const settings = $('#view-settings');
          settings.replaceChildren();
          settings.hidden = !selectedView;
          $('#view-hint').hidden = !!selectedView;
          if (!selectedView) { $('#explanation').textContent = 'Click a view to see why its frame is what it is.'; return; }
          const row = current.views.find((r) => r.name === selectedView);
          settings.append(element('p', {}, `${row.name} (${row.className})`));
          if (!row.isEditable) settings.append(element('p', {}, 'Its container controller makes this view: nothing to change here.'));
          else addViewSettings(settings, row);
          const asked = `${query()}&view=${encodeURIComponent(selectedView)}`;
          const response = await fetch(`/api/explain?${asked}`);
          const data = await response.json();
          if (asked !== `${query()}&view=${encodeURIComponent(selectedView)}`) return;   // a newer question is under way
          $('#explanation').textContent = response.ok ? data.text : data.error;
        }

        function addViewSettings(settings, row) {
          const prefix = `view.${row.name}.`;
          const triState = [['', 'as in spec'], ['1', 'true'], ['0', 'false']];
          addSetting(settings, 'layoutMargins', prefix + 'margins', null);
          addSetting(settings, 'directionalLayoutMargins', prefix + 'directionalMargins', null);
          addSetting(settings, 'preservesSuperviewLayoutMargins', prefix + 'preservesSuperviewMargins', triState);
          addSetting(settings, 'insetsLayoutMarginsFromSafeArea', prefix + 'insetsFromSafeArea', triState);
          if (row.contentInset) {
            addSetting(settings, 'contentInsetAdjustmentBehavior', prefix + 'contentInsetAdjustment',
              [['', 'as in spec'], ['automatic', 'automatic'], ['scrollableAxes', 'scrollableAxes'],
               ['never', 'never'], ['always', 'always']]);
          }
        }

        function addSetting(parent, label, key, options) {
          const control = options ? element('select') : element('input', { placeholder: 'top,left,bottom,right' });
          if (options) for (const [value, text] of options) control.append(element('option', { value }, text));
          control.value = state.get(key) || '';
          control.addEventListener('change', () => { setKey(key, control.value.trim()); changed(); });
          const wrapper = element('label', {}, `${label} `);
          wrapper.append(control);
          parent.append(wrapper);
        }

        // After every change: lay out and show, or in predict mode ask first.
        async function changed() {
          const request = ++latestRequest;
          document.body.dataset.state = 'loading';
          const { data, error } = await fetchLayout();
          if (request !== latestRequest) return;
          if (error) { showError(error); document.body.dataset.state = 'error'; return; }
          clearError();
          if ($('#predict').checked && current) ask(data); else show(data);
        }

        function ask(data) {
          const subject = selectedView || (current.views.find((r) => r.contentInset) || current.views[0]).name;
          const before = current.views.find((r) => r.name === subject);
          const after = data.views.find((r) => r.name === subject);
          const box = $('#prediction');
          box.replaceChildren(element('p', {}, `Where will ${subject} be after this change? (Its frame is ${rect(before.frame)} now.)`));
          const fields = [['x', before.frame.x], ['y', before.frame.y], ['width', before.frame.width], ['height', before.frame.height]];
          if (before.contentInset) fields.push(['contentInset.top', before.contentInset.top]);
          const inputs = fields.map(([name, value]) => {
            const input = element('input', { type: 'number', step: 'any', value: number(value), 'data-field': name });
            const label = element('label', {}, `${name} `);
            label.append(input, ' ');
            box.append(label);
            return input;
          });
          const reveal = element('button', { type: 'button' }, 'Reveal');
          box.append(reveal);
          box.hidden = false;
          reveal.addEventListener('click', () => {
            const truth = after ? [after.frame.x, after.frame.y, after.frame.width, after.frame.height] : [];
            if (after && after.contentInset && before.contentInset) truth.push(after.contentInset.top);
            const misses = [];
            inputs.forEach((input, index) => {
              if (index < truth.length && Math.abs(Number(input.value) - truth[index]) > 0.5) {
                misses.push(`${fields[index][0]} is ${number(truth[index])}, not ${input.value}`);
              }
            });
            score.asked += 1;
            if (misses.length === 0) score.right += 1;
            box.replaceChildren(element('p', {},
              (misses.length === 0 ? 'Right! ' : `Not quite: ${misses.join('; ')}. `) + `Score ${score.right} of ${score.asked}.`));
            show(data);
          });
        }

        function syncControls() {
          for (const control of document.querySelectorAll('[data-key]')) control.value = state.get(control.dataset.key) || '';
          const edges = state.get('vc.edges');
          $('#edges-mode').value = edges === null ? '' : 'custom';
          const list = edges === 'all' ? ['top', 'left', 'bottom', 'right'] : (edges || '').split(',');
          for (const box of document.querySelectorAll('[data-edge]')) {
            box.checked = list.includes(box.dataset.edge);
            box.disabled = edges === null;
          }
          const overlays = (state.get('overlay') || '').split(',');
          for (const box of document.querySelectorAll('[data-overlay]')) box.checked = overlays.includes(box.dataset.overlay);
          if (state.has('example')) $('#example').value = state.get('example');
        }

        function edgesChanged() {
          if ($('#edges-mode').value === '') {
            state.delete('vc.edges');
          } else {
            const edges = [...document.querySelectorAll('[data-edge]')].filter((b) => b.checked).map((b) => b.dataset.edge);
            state.set('vc.edges', edges.length === 0 ? 'none' : edges.join(','));
          }
          syncControls();
          changed();
        }

        async function start() {
          const catalog = await (await fetch('/api/examples')).json();
          for (const name of catalog.examples) $('#example').append(element('option', { value: name }, name));
          for (const name of catalog.devices) $('[data-key=device]').append(element('option', { value: name }, name));
          for (const name of catalog.orientations) $('[data-key=orientation]').append(element('option', { value: name }, name));
          for (const name of catalog.overlays) {
            const label = element('label', {}, ` ${name}`);
            label.prepend(element('input', { type: 'checkbox', 'data-overlay': name }));
            $('#overlays').append(label);
          }
          if (!state.has('example') && !state.has('spec') && catalog.examples.length > 0) state.set('example', catalog.examples[0]);
          syncControls();
          for (const control of document.querySelectorAll('[data-key]')) {
            control.addEventListener('change', () => { setKey(control.dataset.key, control.value.trim()); changed(); });
          }
          $('#edges-mode').addEventListener('change', edgesChanged);
          for (const box of document.querySelectorAll('[data-edge]')) box.addEventListener('change', edgesChanged);
          for (const box of document.querySelectorAll('[data-overlay]')) {
            box.addEventListener('change', () => {
              const names = [...document.querySelectorAll('[data-overlay]')].filter((b) => b.checked).map((b) => b.dataset.overlay);
              setKey('overlay', names.join(','));
              changed();
            });
          }
          $('#example').addEventListener('change', () => {
            state.delete('spec');
            state.set('example', $('#example').value);
            forgetSpecKeys();
            changed();
          });
          $('#spec-file').addEventListener('change', async () => {
            const file = $('#spec-file').files[0];
            if (!file) return;
            state.delete('example');
            state.set('spec', await file.text());
            forgetSpecKeys();
            changed();
          });
          $('#picture').addEventListener('click', (event) => {
            const target = event.target.closest('[data-name]');
            if (target) select(target.getAttribute('data-name'));
          });
          $('#predict').addEventListener('change', () => { $('#prediction').hidden = true; });
          $('#share').addEventListener('click', async () => {
            const link = location.href;
            try { await navigator.clipboard.writeText(link); $('#share').textContent = 'Link copied'; }
            catch (error) { window.prompt('Copy this link:', link); }
          });
          await changed();
        }

        start();

        """#
}

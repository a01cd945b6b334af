/*
 * kaba serve's pages (docs/serve.md).  Every answer comes through api():
 * from the server's JSON API, or, in the static file of `kaba report`,
 * from window.KABA_DATA, which holds the same answers under the same keys
 * (no edits there).  Names come from the program: they are put into the
 * page as text, never as markup; only the diagrams (SVG drawn by Graphviz
 * from those names, escaped) are markup.
 */
'use strict';

const STATIC = typeof window.KABA_DATA !== 'undefined';
const main = document.getElementById('main');
let report = null, state = null, diagramNames = [];

function key(path, name) { return name == null ? path : path + '?name=' + name; }

async function api(path, name, asText) {
  if (STATIC) {
    const k = key(path, name);
    if (!(k in window.KABA_DATA)) throw new Error('this report holds no answer for ' + k);
    return window.KABA_DATA[k];
  }
  const r = await fetch(name == null ? path : path + '?name=' + encodeURIComponent(name));
  const text = await r.text();
  if (!r.ok) {
    let msg = text;
    try { msg = JSON.parse(text).error || text; } catch (e) { /* plain text */ }
    throw new Error(msg);
  }
  return asText ? text : JSON.parse(text);
}

async function post(path, body) {
  const r = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' },
                                body: JSON.stringify(body) });
  let j = {};
  try { j = await r.json(); } catch (e) { j = { error: 'HTTP ' + r.status }; }
  if (!r.ok) throw new Error(j.error || 'HTTP ' + r.status);
  return j;
}

/* An element with attributes and children (strings become text nodes). */
function h(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of kids.flat()) if (c !== null && c !== undefined) e.append(c);
  return e;
}
const link = (href, text) => h('a', { href }, text);
const classLink = name => name == null ? h('span', { class: 'dead' }, 'dead') : link('#/new/' + encodeURIComponent(name), name);
const originalLink = name => link('#/class/' + encodeURIComponent(name), name);
const site = o => o.file ? o.file + (o.line ? ':' + o.line : '') : '';
function table(head, rows) {
  if (!rows.length) return h('p', { class: 'none' }, 'none');
  return h('table', null, h('thead', null, h('tr', null, head.map(x => h('th', null, x)))),
           h('tbody', null, rows.map(r => h('tr', null, r.map(x => h('td', null, x))))));
}
function show(...kids) { main.replaceChildren(...kids.filter(k => k !== null && k !== undefined)); }
function fail(e) { show(h('p', { class: 'error' }, String(e.message || e))); }

/* ---- pages ---------------------------------------------------------------- */

function overview() {
  const s = report.summary || {};
  const byClass = new Map();
  for (const r of report.refactorings || []) {
    if (!byClass.has(r.class)) byClass.set(r.class, []);
    byClass.get(r.class).push(r.kind + (r.to ? ' \u2192 ' + r.to : ''));
  }
  const frozen = new Set((report.frozen || []).map(f => f.class));
  const counts = [['original classes', s.user_classes_before], ['classes after', s.classes_after],
                  ['members moved', s.members_moved], ['dead members', s.dead_members],
                  ['frozen classes', s.frozen_classes], ['multiple inheritance left', s.multiple_inheritance_left]];
  show(h('h2', null, 'Overview: ', report.input || ''),
       h('div', { class: 'counts' }, counts.filter(c => c[1] !== undefined).map(c => h('span', null, h('b', null, String(c[1])), ' ' + c[0]))),
       h('p', null, state.edits.length ? state.edits.length + ' edit(s) accepted in this session; the views and the proposal diagram show the edited proposal, the refactorings below the analysed one.' : ''),
       h('h3', null, 'Original classes and their headline changes'),
       table(['original class', 'changes'], state.originals.map(c => [
         diagramNames.includes(tree(c)) ? h('span', null, originalLink(c), ' (', link('#/diagram/' + encodeURIComponent(tree(c)), 'tree'), ')') : originalLink(c),
         frozen.has(c) || frozen.has(c.replace(/\./g, '/')) ? h('span', { class: 'frozen' }, 'frozen (kept as it is)')
           : (byClass.get(c) || []).join('; ') || '\u2014'])));
}

async function originalView(name) {
  const v = await api('/api/class', name);
  show(h('h2', null, 'Original class ', h('code', null, v.class)),
       v.frozen ? h('div', { class: 'frozen' }, h('p', null, 'Frozen, kept as it is, because:'),
                    chain((report.frozen || []).find(f => javaName(f.class) === javaName(v.class)) || { class: v.class, why: v.frozen })) : null,
       pinnedWhy(v.class),
       h('h3', null, 'Members and their new homes'),
       table(['member', 'kind', 'new home'], v.members.map(m => [h('code', null, m.member), m.kind, classLink(m.home)])),
       h('h3', null, 'Objects (creation sites) and their new classes'),
       table(['object', 'created at', 'new class'], v.objects.map(o => [
         h('code', { class: 'object' }, o.row), site(o), classLink(o.class)])),
       /* the tree this class is the root of, beside its proposed classes (hierarchies/ROOT.svg) */
       diagramNames.includes(tree(name)) ? await diagram(tree(name), false) : null);
}
const tree = name => 'hierarchies/' + name + '.svg';
/* A pinned class keeps its name (and what reflection or frozen code looks
 * up) and is otherwise restructured: say so, with its reason. */
function pinnedWhy(name) {
  const p = (report.pinned || []).find(x => javaName(x.class) === javaName(name));
  return p ? h('div', { class: 'pinned' }, h('p', null, 'Pinned: keeps its name, otherwise restructured, because:'), chain(p)) : null;
}

/* The controls that turn the checked rows of a new class's view into an edit. */
function editActions(v) {
  const names = state.proposal.classes.map(c => c.name || c.id).sort();
  const select = id => h('select', { id }, names.map(n => h('option', { value: n }, n)));
  const checked = () => [...main.querySelectorAll('input.pick:checked')].map(c => c.value);
  return h('div', { class: 'actions' },
    h('button', { id: 'act-move', onclick: () => {
      const items = checked();
      if (!items.length) return result('error', 'check the members or rows to move first');
      edit('move ' + items.join(' ') + ' to ' + document.getElementById('move-to').value);
    } }, 'Move checked to'), select('move-to'),
    h('button', { id: 'act-merge', onclick: () => edit('merge ' + v.class + ' ' + document.getElementById('merge-with').value) },
      'Merge into this:'), select('merge-with'),
    h('button', { id: 'act-subclass', onclick: () => edit('subclass ' + v.class + ' of ' + document.getElementById('super-of').value) },
      'Make subclass of'), select('super-of'),
    h('button', { id: 'act-split', onclick: () => edit('split ' + v.class) }, 'Split'),
    h('button', { id: 'act-rename', onclick: () => {
      const n = document.getElementById('rename-to').value.trim();
      if (n) edit('rename ' + v.class + ' ' + n);
    } }, 'Rename to'), h('input', { id: 'rename-to', size: 12 }));
}

async function newView(name) {
  const v = await api('/api/new', name);
  /* a name that is both a member and a row (a field's column and its row) is written member:/row: */
  const classes = state.proposal.classes;
  const members = new Set(classes.flatMap(c => c.members || []).concat(report.dead_members || []));
  const rows = new Set(classes.flatMap(c => c.rows || []).concat(report.dead_objects || []));
  const pick = (kind, n) => STATIC ? null : h('input', { type: 'checkbox', class: 'pick', value: n, 'aria-label': kind + ' ' + n });
  const rowName = n => members.has(n) ? 'row:' + n : n;
  const memberName = n => rows.has(n) ? 'member:' + n : n;
  const own = v.members.filter(m => m.own), inherited = v.members.filter(m => !m.own);
  show(h('h2', null, v.interface ? 'Interface ' : 'Class ', h('code', { id: 'view-class' }, v.class), ' (' + v.id + ')'),
       h('p', null, 'Superclasses: ', v.supers.length ? v.supers.flatMap((s, i) => [i ? ', ' : '', classLink(s)]) : '\u2014',
         '; subclasses: ', v.subs.length ? v.subs.flatMap((s, i) => [i ? ', ' : '', classLink(s)]) : '\u2014'),
       STATIC ? null : editActions(v),
       h('h3', null, 'Own members'),
       table(['', 'member', 'kind'], own.map(m => [pick('member', memberName(m.member)), h('code', null, m.member), m.kind])),
       h('h3', null, 'Inherited members'),
       table(['member', 'kind', 'from'], inherited.map(m => [h('code', null, m.member), m.kind, classLink(m.home)])),
       h('h3', null, 'Objects (click one for its creation site)'),
       table(['', 'object', 'created at'], v.objects.map(o => [pick('object', rowName(o.row)),
         h('a', { href: '#', class: 'object', onclick: ev => { ev.preventDefault(); ev.target.parentNode.nextSibling.textContent = site(o) || 'no line table'; } }, o.row), ''])),
       h('h3', null, 'Variables'),
       table(['', 'variable'], v.variables.map(r => [pick('variable', rowName(r)), h('code', null, r)])));
}

function newClasses() {
  const cls = state.proposal.classes;
  show(h('h2', null, 'The proposal: ' + cls.length + ' classes'),
       table(['class', 'superclasses', 'members', 'rows'], cls.map(c => [
         classLink(c.name || c.id), (c.supers || []).join(', '), String((c.members || []).length), String((c.rows || []).length)])));
}

function vocabulary() {
  show(h('h2', null, 'The proposal in refactoring vocabulary'),
       state.edits.length ? h('p', null, 'These describe the analysed proposal, before this session\'s edits.') : null,
       table(['refactoring', 'class', 'to', 'members', 'evidence (objects)'], (report.refactorings || []).map(r => [
         r.kind, originalLink(r.class), r.to ? classLink(r.to) : '\u2014', h('code', null, (r.members || []).join(', ')),
         h('code', null, (r.evidence || []).join(', '))])));
}

const javaName = n => n.replace(/\//g, '.');
/* The why-chain of a frozen class (report.json's frozen[].chain, as kaba why prints it). */
function chain(f) {
  return h('ol', { class: 'chain' }, (f.chain || [f]).map(l => h('li', null, h('code', null, javaName(l.class)), ': ' + (l.why || ''))));
}

function frozenPage() {
  const f = report.frozen || [];
  show(h('h2', null, f.length + ' frozen classes'),
       h('p', null, 'A frozen class is kept as it is; its chain leads to the cause that froze it (kaba why).'),
       h('h3', null, 'Causes, most classes first'),
       table(['cause', 'classes', 'roots'], (report.frozen_causes || []).map(c => [
         c.why, String(c.classes), h('code', null, (c.roots || []).map(javaName).join(', '))])),
       h('h3', null, 'Frozen classes and their why-chains'),
       table(['class', 'why'], f.map(x => [originalLink(javaName(x.class)), chain(x)])),
       h('h3', null, 'Reflection sites (a resolved one names the class it reaches)'),
       table(['site', 'call', 'status', 'target'], (report.reflection || []).map(r => [
         h('code', null, r.site), h('code', null, r.api), r.status, r.target ? h('code', null, javaName(r.target)) : '\u2014'])));
}

function deadPage() {
  show(h('h2', null, 'Dead members and objects'),
       h('p', null, 'No object uses them: the proposal gives them no class.'),
       table(['dead member'], (report.dead_members || []).map(m => [h('code', null, m)])),
       table(['dead object'], (report.dead_objects || []).map(m => [h('code', null, m)])));
}

/* The view a class box of diagram `name` opens: its name as drawn, or with the
 * package of the tree (hierarchies/ labels leave it out), among the proposal's
 * classes or the original ones; null for a library class. */
function classTarget(label, name, original) {
  const tree = name.match(/^hierarchies\/(.*\.)[^.]*\.svg$/);
  const names = [label].concat(tree ? [tree[1] + label] : []);
  const proposed = new Set(state.proposal.classes.map(c => c.name));
  for (const n of names) {
    if (!original && proposed.has(n)) return '#/new/' + encodeURIComponent(n);
    if (state.originals.includes(n)) return '#/class/' + encodeURIComponent(n);
  }
  return null;
}

/* A diagram in a viewport: the wheel zooms, dragging pans; a click on a class opens its view. */
async function diagram(name, original) {
  const svg = await api('/api/diagram', name, true);
  const canvas = h('div', { class: 'canvas' });
  canvas.innerHTML = svg;
  const port = h('div', { class: 'viewport' }, canvas);
  let s = 1, x = 0, y = 0, drag = null;
  const apply = () => { canvas.style.transform = `translate(${x}px, ${y}px) scale(${s})`; };
  port.addEventListener('wheel', ev => {
    ev.preventDefault();
    const f = ev.deltaY < 0 ? 1.15 : 1 / 1.15, r = port.getBoundingClientRect();
    const px = ev.clientX - r.left, py = ev.clientY - r.top;
    x = px - (px - x) * f; y = py - (py - y) * f; s *= f; apply();
  }, { passive: false });
  port.addEventListener('mousedown', ev => { drag = [ev.clientX - x, ev.clientY - y, ev.clientX, ev.clientY]; port.classList.add('dragging'); });
  window.addEventListener('mouseup', () => { port.classList.remove('dragging'); });
  port.addEventListener('mousemove', ev => { if (drag && ev.buttons) { x = ev.clientX - drag[0]; y = ev.clientY - drag[1]; apply(); } });
  for (const g of canvas.querySelectorAll('g.node')) {
    g.addEventListener('click', ev => {
      if (drag && Math.hypot(drag[2] - ev.clientX, drag[3] - ev.clientY) > 4) return;
      const t = g.querySelector('text[font-weight="bold"]') || g.querySelector('text');
      const target = t && classTarget(t.textContent.trim(), name, original);
      if (target) location.hash = target;
    });
  }
  const zoom = h('div', { class: 'zoom' },
    h('button', { onclick: () => { s *= 1.25; apply(); } }, '+'),
    h('button', { onclick: () => { s /= 1.25; apply(); } }, '\u2212'),
    h('button', { onclick: () => { s = 1; x = 0; y = 0; apply(); } }, 'reset'));
  return h('div', null, h('h3', null, name), zoom, port);
}

async function diagrams() {
  const names = await api('/api/diagrams');
  const trees = names.filter(n => n.startsWith('hierarchies/'));
  const parts = [h('h2', null, 'Diagrams')];
  const pair = [];
  if (names.includes('original.svg')) pair.push(await diagram('original.svg', true));
  if (names.includes('proposal.svg')) pair.push(await diagram('proposal.svg', false));
  if (pair.length) parts.push(h('div', { class: 'side' }, pair));
  if (trees.length) parts.push(h('h3', null, 'Per original hierarchy (the original beside the proposal)'),
                               h('ul', null, trees.map(t => h('li', null, link('#/diagram/' + encodeURIComponent(t), t.replace(/^hierarchies\/|\.svg$/g, ''))))));
  const rest = names.filter(n => !trees.includes(n) && n !== 'original.svg' && n !== 'proposal.svg');
  if (rest.length) parts.push(h('h3', null, 'Other diagrams'), h('ul', null, rest.map(t => h('li', null, link('#/diagram/' + encodeURIComponent(t), t)))));
  show(...parts);
}

/* ---- edits ------------------------------------------------------------------ */

function result(kind, text, lines) {
  const r = document.getElementById('edit-result');
  r.className = kind;
  r.replaceChildren(h('div', { class: 'verdict' }, text), ...(lines || []).map(l => h('div', { class: 'refusal' }, l)));
}

function showEdits() {
  document.getElementById('edit-count').textContent = String(state.edits.length);
  document.getElementById('edit-list').replaceChildren(...state.edits.map(e => h('li', null, h('code', null, e))));
}

async function edit(line) {
  document.getElementById('edit-line').value = line;
  try {
    const j = await post('/api/edit', { edit: line });
    if (j.accepted) {
      state = j;
      result('accepted', 'accepted: ' + line);
      showEdits();
      await route();
    } else {
      result('refused', 'refused: ' + line, j.refusals);
    }
  } catch (e) {
    result('error', 'not an edit: ' + e.message);
  }
}

async function simplePost(path, says) {
  try {
    state = await post(path, {});
    [report, diagramNames] = await Promise.all([api('/api/report'), api('/api/diagrams')]);
    result('accepted', says);
    showEdits();
    await route();
  } catch (e) {
    result('error', e.message);
  }
}

function setupEditor() {
  document.getElementById('editor').hidden = false;
  document.getElementById('edit-form').addEventListener('submit', ev => {
    ev.preventDefault();
    const line = document.getElementById('edit-line').value.trim();
    if (line) edit(line);
  });
  document.getElementById('edit-undo').addEventListener('click', () => simplePost('/api/undo', 'the last edit is undone'));
  document.getElementById('edit-jar').addEventListener('click', () => simplePost('/api/jar',
    'wrote the restructured jar and the edited proposal into DIR (as kaba edit --jar does); the session starts from them'));
}

/* ---- routing ----------------------------------------------------------------- */

async function route() {
  const [, page, arg] = (location.hash || '#/').match(/^#\/([^/]*)\/?(.*)$/) || [];
  const name = arg ? decodeURIComponent(arg) : null;
  try {
    if (page === 'class' && name) await originalView(name);
    else if (page === 'new' && name) await newView(name);
    else if (page === 'diagram' && name) show(await diagram(name, false));
    else if (page === 'diagrams') await diagrams();
    else if (page === 'classes') newClasses();
    else if (page === 'vocabulary') vocabulary();
    else if (page === 'frozen') frozenPage();
    else if (page === 'dead') deadPage();
    else overview();
    document.body.dataset.page = page || 'overview';
  } catch (e) {
    fail(e);
  }
}

async function start() {
  try {
    [report, state, diagramNames] = await Promise.all([api('/api/report'), api('/api/state'), api('/api/diagrams')]);
  } catch (e) {
    return fail(e);
  }
  document.getElementById('mode').textContent = STATIC ? 'static report (no edits)' : 'kaba serve';
  if (!STATIC) { setupEditor(); showEdits(); }
  window.addEventListener('hashchange', route);
  await route();
  document.body.dataset.ready = '1';
}

start();

// damaengine web page: draws the state the server sends, sends the
// player's actions as JSON, streams the analysis. No framework.
'use strict';

const $ = (id) => document.getElementById(id);
const SVGNS = 'http://www.w3.org/2000/svg';
const HOP_MS = 140;

let state = null;      // the last state from the server
let flip = false;      // board seen from Black
let selected = null;   // square name of the selected piece
let analysing = false; // the analysis toggle
let stream = null;     // the EventSource of the analysis
let lines = [];        // the analysis lines by multipv - 1
let busy = 0;          // requests and animations under way (body data-busy)
let engineThinking = false;

function setBusy(delta) {
  busy += delta;
  document.body.dataset.busy = busy > 0 ? '1' : '0';
}

// api sends a request and returns its JSON reply; an error reply throws
// its one-line message.
async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.headers['Content-Type'] = 'application/json';
    opts.body = JSON.stringify(body);
  }
  const sep = path.includes('?') ? '&' : '?';
  const res = await fetch(path + sep + 'flip=' + (flip ? 1 : 0), opts);
  let data;
  try {
    data = await res.json();
  } catch (e) {
    throw new Error('the server answered ' + res.status + ' ' + res.statusText);
  }
  if (!res.ok || data.error) throw new Error(data.error || ('the server answered ' + res.status));
  return data;
}

function showError(msg) {
  $('message').textContent = msg;
  $('message').className = msg ? 'error' : '';
}

// act runs an action, shows its error and keeps the page busy meanwhile.
async function act(fn) {
  setBusy(1);
  try {
    showError('');
    await fn();
  } catch (e) {
    showError(e.message);
  } finally {
    setBusy(-1);
  }
}

// apply shows a new state; animate plays the last move hop by hop first.
async function apply(st, animate) {
  const old = state;
  state = st;
  if (animate && old && st.last && st.ply === old.ply + 1) await animateMove(st.last);
  $('board').innerHTML = st.svg;
  selected = null;
  $('routes').hidden = true;
  $('variant').value = st.variant;
  $('fen-out').value = st.fen;
  renderStatus();
  renderMoves();
  renderGraph();
  if (analysing) startAnalysis();
  setTimeout(maybeEngine, 0);
}

function renderStatus() {
  const s = $('status');
  s.dataset.over = String(state.outcome.over);
  if (state.outcome.over) {
    s.textContent = 'Game over: ' + state.outcome.text;
  } else {
    s.textContent = (state.side === 'white' ? 'White' : 'Black') + ' to move' +
      (state.ply < state.moves.length ? ' (ply ' + state.ply + ' of ' + state.moves.length + ')' : '');
  }
}

// --- the board ---

function rectOf(name) { return $('board').querySelector('rect[data-square="' + name + '"]'); }
function centre(name) { const r = rectOf(name); return [Number(r.dataset.x), Number(r.dataset.y)]; }

function tween(ms, step) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    function frame(now) {
      const t = Math.min(1, (now - t0) / ms);
      step(t);
      if (t < 1) requestAnimationFrame(frame); else resolve();
    }
    requestAnimationFrame(frame);
  });
}

// animateMove moves the piece of the board on view along the move's path,
// fading each captured piece as it is jumped.
async function animateMove(mv) {
  const piece = $('board').querySelector('g.piece[data-square="' + mv.path[0] + '"]');
  if (!piece) return;
  piece.parentNode.appendChild(piece);
  for (let i = 1; i < mv.path.length; i++) {
    const [x0, y0] = centre(mv.path[i - 1]);
    const [x1, y1] = centre(mv.path[i]);
    await tween(HOP_MS, (t) => piece.setAttribute('transform', 'translate(' + (x0 + (x1 - x0) * t) + ' ' + (y0 + (y1 - y0) * t) + ')'));
    for (const c of mv.captured) {
      const [cx, cy] = centre(c);
      const cross = (x1 - x0) * (cy - y0) - (y1 - y0) * (cx - x0);
      const dot = (cx - x0) * (x1 - x0) + (cy - y0) * (y1 - y0);
      const len = (x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0);
      if (Math.abs(cross) < 1 && dot > 0 && dot < len) {
        const taken = $('board').querySelector('g.piece[data-square="' + c + '"]');
        if (taken) taken.setAttribute('opacity', '0.25');
      }
    }
  }
}

function clearMarks() {
  for (const r of $('board').querySelectorAll('rect.sel, rect.target, rect.route')) {
    r.classList.remove('sel', 'target', 'route');
  }
}

function select(name) {
  clearMarks();
  selected = name;
  $('routes').hidden = true;
  if (!name) return;
  rectOf(name).classList.add('sel');
  for (const m of state.legal) {
    if (m.path[0] === name) rectOf(m.path[m.path.length - 1]).classList.add('target');
  }
}

function onBoardClick(ev) {
  const el = ev.target.closest('[data-square]');
  if (!el || !state || busy > 0 || dragged) return;
  onSquare(el.dataset.square);
}

// onSquare handles a click (or a drop) on a square: a target of the
// selected piece plays, a piece that can move is selected.
function onSquare(name) {
  if (selected) {
    const found = [];
    state.legal.forEach((m, i) => {
      if (m.path[0] === selected && m.path[m.path.length - 1] === name) found.push(i);
    });
    if (found.length === 1) return playLegal(found[0]);
    if (found.length > 1) return chooseRoute(found);
  }
  const movable = name !== selected && state.legal.some((m) => m.path[0] === name);
  select(movable ? name : null);
}

// Dragging: a piece that can move follows the pointer and is dropped on
// a square as if that square were clicked.
let drag = null;     // {from, piece, moved, x, y}
let dragged = false; // a drag just ended: the click that follows is not one

function svgPoint(ev) {
  const svg = $('board').querySelector('svg');
  return new DOMPoint(ev.clientX, ev.clientY).matrixTransform(svg.getScreenCTM().inverse());
}

function onPointerDown(ev) {
  const el = ev.target.closest('rect[data-square]');
  if (!el || !state || busy > 0) return;
  const name = el.dataset.square;
  const piece = $('board').querySelector('g.piece[data-square="' + name + '"]');
  if (piece && state.legal.some((m) => m.path[0] === name)) {
    drag = { from: name, piece, moved: false, x: ev.clientX, y: ev.clientY };
  }
}

function onPointerMove(ev) {
  if (!drag) return;
  if (!drag.moved) {
    if (Math.hypot(ev.clientX - drag.x, ev.clientY - drag.y) < 6) return;
    drag.moved = true;
    select(drag.from);
    drag.piece.parentNode.appendChild(drag.piece);
  }
  const p = svgPoint(ev);
  drag.piece.setAttribute('transform', 'translate(' + p.x + ' ' + p.y + ')');
}

function onPointerUp(ev) {
  const d = drag;
  drag = null;
  if (!d || !d.moved) return;
  dragged = true;
  setTimeout(() => { dragged = false; }, 0);
  const [x, y] = centre(d.from);
  d.piece.setAttribute('transform', 'translate(' + x + ' ' + y + ')');
  const under = document.elementFromPoint(ev.clientX, ev.clientY);
  const el = under && under.closest('#board rect[data-square]');
  if (el && el.dataset.square !== d.from) onSquare(el.dataset.square);
}

// chooseRoute lists the capture routes that end on the same square.
function chooseRoute(indexes) {
  const list = $('route-list');
  list.replaceChildren();
  for (const i of indexes) {
    const m = state.legal[i];
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'route';
    b.dataset.legal = String(i);
    b.textContent = m.text + ' (takes ' + m.captured.join(', ') + ')';
    b.addEventListener('mouseenter', () => {
      clearMarks();
      for (const sq of m.path.concat(m.captured)) rectOf(sq).classList.add('route');
    });
    b.addEventListener('click', () => playLegal(i));
    list.appendChild(b);
  }
  $('routes').hidden = false;
}

function playLegal(i) {
  return act(async () => apply(await api('POST', '/api/move', { legal: i, fen: state.fen }), true));
}

// --- the engine ---

function strength() {
  return { mode: $('strength-mode').value, value: Number($('strength-value').value) };
}

function maybeEngine() {
  if (!state || engineThinking || state.outcome.over || state.ply !== state.moves.length) return;
  if ($('engine-side').value === state.side) engineMove();
}

function engineMove() {
  engineThinking = true;
  return act(async () => {
    try {
      const st = await api('POST', '/api/engine-move', { strength: strength(), book: $('use-book').checked });
      engineThinking = false;
      await apply(st, true);
    } finally {
      engineThinking = false;
    }
  });
}

// --- move list and graph ---

function gotoPly(ply) {
  if (!state || ply < 0 || ply > state.moves.length || ply === state.ply) return;
  act(async () => apply(await api('POST', '/api/goto', { ply }), ply === state.ply + 1));
}

function renderMoves() {
  const ol = $('moves');
  ol.replaceChildren();
  const blackFirst = state.startFen.startsWith('B');
  let li = null;
  state.moves.forEach((text, i) => {
    const whiteMove = (i % 2 === 0) !== blackFirst;
    if (whiteMove || !li) {
      li = document.createElement('li');
      ol.appendChild(li);
      if (!whiteMove) li.appendChild(document.createTextNode('… '));
    }
    const span = document.createElement('span');
    span.className = 'move';
    span.dataset.ply = String(i + 1);
    span.textContent = text;
    const r = state.review && state.review[i + 1];
    if (r && r.blunder) span.classList.add('blunder');
    if (i + 1 === state.ply) span.classList.add('current');
    span.addEventListener('click', () => gotoPly(i + 1));
    li.appendChild(span);
    if (r) {
      const sc = document.createElement('span');
      sc.className = 'score';
      sc.textContent = r.score;
      li.appendChild(sc);
    }
  });
  const cur = ol.querySelector('.current');
  if (cur) cur.scrollIntoView({ block: 'nearest' });
}

// renderGraph draws the whole-game analysis: White's score per ply,
// clamped to ±5 men; blunders as red dots; the ply on view as a line.
function renderGraph() {
  const g = $('graph');
  g.replaceChildren();
  const review = state.review || [];
  const n = Math.max(state.moves.length, 1);
  const x = (ply) => (ply / n) * 300;
  const y = (v) => 50 - Math.max(-5, Math.min(5, v)) * 9;
  const axis = document.createElementNS(SVGNS, 'line');
  axis.setAttribute('class', 'axis');
  axis.setAttribute('x1', '0'); axis.setAttribute('x2', '300');
  axis.setAttribute('y1', '50'); axis.setAttribute('y2', '50');
  g.appendChild(axis);
  if (review.length > 0) {
    const curve = document.createElementNS(SVGNS, 'polyline');
    curve.setAttribute('class', 'curve');
    curve.setAttribute('points', review.map((r) => x(r.ply) + ',' + y(r.value)).join(' '));
    g.appendChild(curve);
    for (const r of review.filter((e) => e.blunder)) {
      const dot = document.createElementNS(SVGNS, 'circle');
      dot.setAttribute('class', 'blunder');
      dot.setAttribute('cx', String(x(r.ply)));
      dot.setAttribute('cy', String(y(r.value)));
      dot.setAttribute('r', '3');
      g.appendChild(dot);
    }
  }
  const now = document.createElementNS(SVGNS, 'line');
  now.setAttribute('class', 'now');
  now.setAttribute('x1', String(x(state.ply))); now.setAttribute('x2', String(x(state.ply)));
  now.setAttribute('y1', '0'); now.setAttribute('y2', '100');
  g.appendChild(now);
}

function onGraphClick(ev) {
  const box = $('graph').getBoundingClientRect();
  gotoPly(Math.round(((ev.clientX - box.left) / box.width) * state.moves.length));
}

// --- analysis ---

function stopStream() {
  if (stream) stream.close();
  stream = null;
}

function startAnalysis() {
  stopStream();
  lines = [];
  renderLines();
  const es = new EventSource('/api/analysis?multipv=' + $('multipv').value);
  stream = es;
  $('analysis-status').textContent = 'analysing…';
  es.addEventListener('info', (ev) => {
    if (stream !== es) return;
    const l = JSON.parse(ev.data);
    lines[l.multipv - 1] = l;
    $('analysis-status').textContent = 'depth ' + l.depth + ', ' + Math.round(l.nps / 1000) + ' kN/s, ' + l.nodes + ' nodes';
    renderLines();
  });
  es.addEventListener('done', (ev) => {
    es.close();
    if (stream !== es) return;
    stream = null;
    $('analysis-status').textContent = 'analysis ended: ' + JSON.parse(ev.data).reason;
  });
  es.onerror = () => {
    es.close();
    if (stream === es) {
      stream = null;
      $('analysis-status').textContent = 'analysis ended: connection lost';
    }
  };
}

function renderLines() {
  const body = $('lines').tBodies[0];
  body.replaceChildren();
  for (const l of lines) {
    if (!l) continue;
    const tr = document.createElement('tr');
    tr.className = 'line';
    tr.dataset.multipv = String(l.multipv);
    for (const [cls, text] of [['depth', 'd' + l.depth], ['score', l.score], ['pv', l.pv]]) {
      const td = document.createElement('td');
      td.className = cls;
      td.textContent = text;
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
}

function toggleAnalysis() {
  analysing = !analysing;
  $('analyse').textContent = analysing ? 'Stop' : 'Analyse';
  if (analysing) {
    startAnalysis();
  } else {
    stopStream();
    $('analysis-status').textContent = 'stopped';
  }
}

// --- files and new games ---

async function loadOpenings() {
  const data = await api('GET', '/api/openings?variant=' + $('variant').value);
  const sel = $('opening-file');
  sel.replaceChildren();
  for (const f of data.files) {
    const o = document.createElement('option');
    o.value = f.file;
    o.textContent = f.file + ' (' + f.count + ')';
    sel.appendChild(o);
  }
  $('load-opening').disabled = data.files.length === 0;
}

async function importPDN(game) {
  const data = await api('POST', '/api/pdn', { pdn: $('pdn-text').value, game, variant: $('variant').value });
  if (data.games) {
    const sel = $('game-picker');
    sel.replaceChildren();
    for (const g of data.games) {
      const o = document.createElement('option');
      o.value = String(g.number);
      o.textContent = g.number + '. ' + (g.white || '?') + ' – ' + (g.black || '?') + ' ' + g.result + ' (' + g.moves + ' moves)';
      sel.appendChild(o);
    }
    $('picker').hidden = false;
    return;
  }
  $('picker').hidden = game === 0;
  await apply(data, false);
}

async function exportPDN() {
  const data = await api('GET', '/api/pdn');
  $('pdn-text').value = data.pdn;
  const a = $('pdn-download');
  if (a.href) URL.revokeObjectURL(a.href);
  a.href = URL.createObjectURL(new Blob([data.pdn], { type: 'application/x-pdn' }));
  a.hidden = false;
}

function newGame(body) {
  return act(async () => {
    await apply(await api('POST', '/api/new', body), false);
    await loadOpenings();
  });
}

function takeBack() {
  return act(async () => {
    const engine = $('engine-side').value;
    const plies = engine !== 'none' && state.side !== engine && state.moves.length >= 2 ? 2 : 1;
    await apply(await api('POST', '/api/undo', { plies }), false);
  });
}

function bind() {
  $('board').addEventListener('click', onBoardClick);
  $('board').addEventListener('pointerdown', onPointerDown);
  window.addEventListener('pointermove', onPointerMove);
  window.addEventListener('pointerup', onPointerUp);
  $('graph').addEventListener('click', onGraphClick);
  $('move-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    act(async () => {
      await apply(await api('POST', '/api/move', { text: $('move-input').value }), true);
      $('move-input').value = '';
    });
  });
  $('new-game').addEventListener('click', () => newGame({ variant: $('variant').value }));
  $('variant').addEventListener('change', () => newGame({ variant: $('variant').value }));
  $('flip').addEventListener('click', () => { flip = !flip; act(async () => apply(await api('GET', '/api/state'), false)); });
  $('engine-move').addEventListener('click', () => engineMove());
  $('engine-side').addEventListener('change', () => maybeEngine());
  $('undo').addEventListener('click', takeBack);
  $('load-fen').addEventListener('click', () => newGame({ variant: $('variant').value, fen: $('fen-input').value }));
  $('load-opening').addEventListener('click', () => {
    const idx = $('opening-index').value;
    newGame({ variant: $('variant').value, opening: { file: $('opening-file').value, index: idx === '' ? -1 : Number(idx) - 1 } });
  });
  $('nav-first').addEventListener('click', () => gotoPly(0));
  $('nav-prev').addEventListener('click', () => gotoPly(state.ply - 1));
  $('nav-next').addEventListener('click', () => gotoPly(state.ply + 1));
  $('nav-last').addEventListener('click', () => gotoPly(state.moves.length));
  document.addEventListener('keydown', (ev) => {
    if (!state || ev.target.closest('input, textarea, select')) return;
    if (ev.key === 'ArrowLeft') gotoPly(state.ply - 1);
    if (ev.key === 'ArrowRight') gotoPly(state.ply + 1);
  });
  $('analyse').addEventListener('click', toggleAnalysis);
  $('multipv').addEventListener('change', () => { if (analysing) startAnalysis(); });
  $('review').addEventListener('click', () => act(async () => {
    $('review').disabled = true;
    try {
      await apply(await api('POST', '/api/analyse-game', { depth: Number($('review-depth').value) }), false);
    } finally {
      $('review').disabled = false;
    }
  }));
  $('pdn-file').addEventListener('change', () => {
    const f = $('pdn-file').files[0];
    if (f) f.text().then((t) => { $('pdn-text').value = t; });
  });
  $('pdn-import').addEventListener('click', () => act(() => importPDN(0)));
  $('load-game').addEventListener('click', () => act(() => importPDN(Number($('game-picker').value))));
  $('pdn-export').addEventListener('click', () => act(exportPDN));
}

bind();
act(async () => {
  await apply(await api('GET', '/api/state'), false);
  await loadOpenings();
});

// damaengine web page: the state the server sends, requests, the engine,
// files and new games, and the page's start (loaded after board.js and
// panels.js). No framework.
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
  renderLevel();
  renderReviewExport();
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

// --- the engine ---

function strength() {
  return { mode: $('strength-mode').value, value: Number($('strength-value').value) };
}

// setLevel sets the level the engine plays at from the picker (0: full
// strength); a refusal puts the picker back to the game's level.
function setLevel() {
  return act(async () => {
    try {
      await apply(await api('POST', '/api/level', { elo: Number($('level').value) }), false);
    } finally {
      if (state) renderLevel();
    }
  });
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

// exportPDN puts the game's PDN in the PDN box and behind the download
// link; annotated: with the whole-game analysis, behind the review's link.
async function exportPDN(annotated) {
  const data = await api('GET', annotated ? '/api/pdn?annotate=1' : '/api/pdn');
  $('pdn-text').value = data.pdn;
  const a = $(annotated ? 'review-download' : 'pdn-download');
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
  $('level').addEventListener('change', setLevel);
  $('undo').addEventListener('click', takeBack);
  $('load-fen').addEventListener('click', () => newGame({ variant: $('variant').value, fen: $('fen-input').value }));
  $('load-opening').addEventListener('click', () => {
    const idx = $('opening-index').value;
    newGame({ variant: $('variant').value, opening: { file: $('opening-file').value, index: idx === '' ? 0 : Number(idx) } });
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
  $('pdn-export').addEventListener('click', () => act(() => exportPDN(false)));
  $('review-pdn').addEventListener('click', () => act(() => exportPDN(true)));
}

bind();
act(async () => {
  await apply(await api('GET', '/api/state'), false);
  await loadOpenings();
});

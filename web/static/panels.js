// damaengine web page: the move list, the score graph, the live analysis
// and the level picker. Uses app.js's state and helpers.
'use strict';

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

// renderReviewExport offers the annotated PDN while the game has a
// whole-game analysis.
function renderReviewExport() {
  const reviewed = state.moves.length > 0 && !!state.review && state.review.length === state.moves.length + 1;
  $('review-pdn').disabled = !reviewed;
  if (!reviewed) $('review-download').hidden = true;
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

// --- the engine's level ---

// levelLabel names a level as the picker shows it: "Casual (1496 ±128)".
function levelLabel(l) {
  const name = l.name.charAt(0).toUpperCase() + l.name.slice(1);
  if (l.elo === 0) return name;
  return name + ' (' + l.elo + ('err95' in l ? ' ±' + l.err95 : '') + ')';
}

// renderLevel offers full strength and the variant's levels with the
// game's level selected (one set through the API between two levels
// too), and says why the level went back to full strength, if it did.
function renderLevel() {
  const offered = [{ elo: 0, name: 'full strength' }, ...state.levels];
  if (!offered.some((l) => l.elo === state.level.elo)) offered.push(state.level);
  offered.sort((a, b) => a.elo - b.elo);
  const sel = $('level');
  sel.replaceChildren();
  for (const l of offered) {
    const o = document.createElement('option');
    o.value = String(l.elo);
    o.textContent = levelLabel(l);
    sel.appendChild(o);
  }
  sel.value = String(state.level.elo);
  sel.disabled = state.levels.length === 0 && state.level.elo === 0;
  $('level-note').textContent = state.level.note || '';
  $('level-note').hidden = !state.level.note;
}

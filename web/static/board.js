// damaengine web page: the board: marks, clicks, drags, capture routes and
// the hop-by-hop animation of a move. Uses app.js's state and helpers.
'use strict';

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

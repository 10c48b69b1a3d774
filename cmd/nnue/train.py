# The neural-evaluation trial (docs/STRENGTH.md, "A small neural evaluation"):
# does a small NNUE-shaped net (257 sparse inputs: four piece kinds on 64
# bits, side to move; clipped-ReLU layers W, 32, 32, 1) predict the results
# of games it has not seen better than the engine's own evaluation, whose
# scores the records carry? Records come from `go run ./cmd/nnue`.
#
#   python3 train.py TRAIN.bin.gz,... VALID.bin.gz,... EPOCHS [WIDTH,... [SECOND]]
#
# SECOND is the width of the two layers after the first (32); 0 leaves them
# out, so that the first layer feeds the output alone. A sixth argument,
# halves, trains the engine's shape instead (eval/net.go): two halves of
# WIDTH units sharing one first layer, each side's pieces as it sees them,
# the output from the side to move's view; every net a residual then.
#
# Labels as `tune fit --score-weight 0.5`: half the game's result, half the
# search score through the sigmoid fitted to the evaluation; validation is
# the mean squared error against the results alone. Needs PyTorch and, for
# speed, a GPU (about 10 s per net and 20 epochs of 4.5 M positions on one
# H200). Writes log.txt and the nets' weights (nets.pt) to $OUT (or here).
import gzip, sys, time, math, os
import numpy as np, torch, torch.nn as nn

dev = 'cuda' if torch.cuda.is_available() else 'cpu'
dt = np.dtype([('wm','<u8'),('bm','<u8'),('wk','<u8'),('bk','<u8'),('stm','u1'),('res','u1'),
               ('held','u1'),('pad','u1'),('score','<i2'),('ev','<i2')])
assert dt.itemsize == 40
out = os.environ.get('OUT', '.')
logf = open(os.path.join(out, 'log.txt'), 'w')
def log(*a):
    s = ' '.join(str(x) for x in a); print(s, flush=True); logf.write(s + '\n'); logf.flush()

def load(paths):
    return np.concatenate([np.frombuffer(gzip.open(p).read(), dtype=dt) for p in paths])

halves = len(sys.argv) > 6 and sys.argv[6] == 'halves'
# International's board: bit b seen from Black's side is bit 49-b.
flip = torch.tensor([49 - b for b in range(50)] + list(range(50, 64)), device=dev)

def tensors(a):
    n = len(a)
    x = torch.empty((n, 513 if halves else 257), dtype=torch.uint8, device=dev)
    sh = torch.arange(64, device=dev)
    bb = np.stack([a['wm'], a['bm'], a['wk'], a['bk']], 1).view(np.int64)
    stm = torch.from_numpy(a['stm'].copy()).to(dev)
    for i in range(0, n, 1 << 20):
        t = torch.from_numpy(bb[i:i + (1 << 20)].copy()).to(dev)
        bits = ((t.unsqueeze(2) >> sh) & 1).to(torch.uint8)
        if not halves:
            x[i:i + len(t), :256] = bits.reshape(len(t), 256)
            continue
        white = bits[:, [0, 2, 1, 3], :]  # own men, own kings, the opponent's men and kings
        black = bits[:, [1, 3, 0, 2], :][:, :, flip]
        s = stm[i:i + len(t)].bool()[:, None, None]
        x[i:i + len(t), :256] = torch.where(s, black, white).reshape(len(t), 256)
        x[i:i + len(t), 256:512] = torch.where(s, white, black).reshape(len(t), 256)
    x[:, -1] = stm
    res = torch.from_numpy(a['res'].astype(np.float32) / 2).to(dev)
    score = torch.from_numpy(a['score'].astype(np.float32)).to(dev)
    ev = torch.from_numpy(a['ev'].astype(np.float32)).to(dev)
    return x, res, score, ev

def mse(p, y): return float(((p - y) ** 2).mean())

def fitK(ev, res):
    lo, hi = 0.01, 10.0
    phi = (math.sqrt(5) - 1) / 2
    f = lambda k: mse(torch.sigmoid(k * ev / 100), res)
    for _ in range(60):
        a, b = hi - phi * (hi - lo), lo + phi * (hi - lo)
        if f(a) < f(b): hi = b
        else: lo = a
    return (lo + hi) / 2

class Net(nn.Module):
    def __init__(s, h1, h2, residual):
        super().__init__()
        s.l1 = nn.Linear(257, h1)
        s.deep = h2 > 0  # h2 == 0: the first layer feeds the output alone
        if s.deep:
            s.l2, s.l3 = nn.Linear(h1, h2), nn.Linear(h2, h2)
        s.o = nn.Linear(h2 if s.deep else h1, 1)
        s.residual = residual
        if residual:
            nn.init.zeros_(s.o.weight); nn.init.zeros_(s.o.bias)
    def forward(s, x, base):
        h = torch.clamp(s.l1(x), 0, 1)
        if s.deep:
            h = torch.clamp(s.l2(h), 0, 1)
            h = torch.clamp(s.l3(h), 0, 1)
        z = s.o(h).squeeze(1)
        return z + base if s.residual else z

class Halves(nn.Module):
    def __init__(s, h1, h2, residual):
        super().__init__()
        s.l1 = nn.Linear(256, h1)
        s.deep = h2 > 0
        if s.deep:
            s.l2, s.l3 = nn.Linear(2 * h1, h2), nn.Linear(h2, h2)
        s.o = nn.Linear(h2 if s.deep else 2 * h1, 1)
        s.residual = residual
        if residual:
            nn.init.zeros_(s.o.weight); nn.init.zeros_(s.o.bias)
    def forward(s, x, base):
        h = torch.clamp(torch.cat([s.l1(x[:, :256]), s.l1(x[:, 256:512])], 1), 0, 1)
        if s.deep:
            h = torch.clamp(s.l2(h), 0, 1)
            h = torch.clamp(s.l3(h), 0, 1)
        z = s.o(h).squeeze(1) * (1 - 2 * x[:, 512])  # White's view
        return z + base if s.residual else z

def train(name, h1, h2, residual, tr, va, K, target, epochs, bs=16384, lr=2e-3):
    torch.manual_seed(1)
    net = (Halves if halves else Net)(h1, h2, residual).to(dev)
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    n = len(tr[0]); steps = epochs * (n // bs)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=lr, total_steps=steps, pct_start=0.1)
    xv, rv, _, evv = va
    basev = K * evv / 100
    best = (9, 0)
    t0 = time.time()
    for ep in range(epochs):
        perm = torch.randperm(n, device=dev)
        net.train()
        for i in range(n // bs):
            idx = perm[i * bs:(i + 1) * bs]
            p = torch.sigmoid(net(tr[0][idx].float(), K * tr[3][idx] / 100))
            loss = ((p - target[idx]) ** 2).mean()
            opt.zero_grad(set_to_none=True); loss.backward(); opt.step(); sched.step()
        net.eval()
        with torch.no_grad():
            pv = torch.cat([torch.sigmoid(net(xv[i:i + 262144].float(), basev[i:i + 262144])) for i in range(0, len(xv), 262144)])
            v = mse(pv, rv)
        best = min(best, (v, ep))
        log(f'{name} epoch {ep+1} train-loss {float(loss.detach()):.5f} valid {v:.6f} ({time.time()-t0:.0f} s)')
    log(f'{name} best valid {best[0]:.6f} at epoch {best[1]+1}; params {sum(p.numel() for p in net.parameters())}')
    nets[name] = net.state_dict()
    return best[0]

nets = {}
t0 = time.time()
trainfiles = [f for f in sys.argv[1].split(',')]
validfiles = [f for f in sys.argv[2].split(',')]
epochs = int(sys.argv[3])
tr_raw, va_raw = load(trainfiles), load(validfiles)
log('train', len(tr_raw), 'valid', len(va_raw), 'load', round(time.time() - t0, 1), 's', dev)
tr, va = tensors(tr_raw), tensors(va_raw)
K = fitK(tr[3], tr[1])
base_tr, base_va = mse(torch.sigmoid(K * tr[3] / 100), tr[1]), mse(torch.sigmoid(K * va[3] / 100), va[1])
const = mse(torch.full_like(va[1], float(tr[1].mean())), va[1])
log(f'evaluation (the exporting build): K {K:.4f} train {base_tr:.6f} valid {base_va:.6f}; constant predictor valid {const:.6f}')
has = tr[2] > -32768
blend = torch.where(has, 0.5 * torch.sigmoid(K * tr[2] / 100) + 0.5 * tr[1], tr[1])
log(f'search-score labels present {float(has.float().mean()):.3f}')
widths = [int(w) for w in sys.argv[4].split(',')] if len(sys.argv) > 4 else [64, 256]
h2 = int(sys.argv[5]) if len(sys.argv) > 5 else 32
for w in widths:
    train(f'{"halves" if halves else "net"}{w}x{h2}', w, h2, halves, tr, va, K, blend, epochs)
# the net on top of the evaluation (a residual), and trained on results alone
train(f'net{widths[-1]}x{h2}res', widths[-1], h2, True, tr, va, K, blend, epochs)
train(f'net{widths[-1]}x{h2}result', widths[-1], h2, False, tr, va, K, tr[1], epochs)
torch.save(nets, os.path.join(out, 'nets.pt'))
log('total', round(time.time() - t0), 's')

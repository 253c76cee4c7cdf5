/** The drawing kit of the demo pictures: a 1200 × 800 canvas, sky, hills, houses, people, stands. */
export const W = 1200;
export const H = 800;

// ---------- small SVG helpers ----------

export function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

export function linear(id: string, stops: string[], vertical = true): string {
  const s = stops
    .map((c, i) => `<stop offset="${(i / (stops.length - 1)) * 100}%" stop-color="${c}"/>`)
    .join("");
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

export function radial(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${inner}" stop-opacity="1"/><stop offset="100%" stop-color="${outer}" stop-opacity="0"/></radialGradient>`;
}

export function sky(fill: string): string {
  return `<rect width="${W}" height="${H}" fill="url(#${fill})"/>`;
}

export function sun(cx: number, cy: number, r: number, color = "#ffd45c"): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 2.2}" fill="url(#glow)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

export const glowDef = radial("glow", "#fff3c4", "#fff3c4");

export function cloud(x: number, y: number, s = 1, color = "#ffffff", opacity = 0.9): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}" opacity="${opacity}">
    <ellipse cx="0" cy="0" rx="70" ry="28"/><ellipse cx="45" cy="-18" rx="48" ry="34"/><ellipse cx="-40" cy="-10" rx="40" ry="26"/><ellipse cx="90" cy="4" rx="44" ry="22"/></g>`;
}

/** A smooth hill band from left to right, baseline y, amplitude a. */
export function hill(y: number, a: number, fill: string, phase = 0, waves = 2): string {
  const pts: string[] = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * W;
    const yy =
      y -
      Math.sin((i / steps) * Math.PI * waves + phase) * a -
      Math.sin((i / steps) * Math.PI * 5.3 + phase * 2) * a * 0.25;
    pts.push(`${x.toFixed(1)},${yy.toFixed(1)}`);
  }
  return `<polygon points="0,${H} ${pts.join(" ")} ${W},${H}" fill="${fill}"/>`;
}

export function tree(x: number, y: number, s = 1, leaf = "#3f8f4f", trunk = "#7a5234"): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-7" y="-10" width="14" height="50" rx="4" fill="${trunk}"/>
    <circle cx="0" cy="-45" r="42" fill="${leaf}"/><circle cx="-26" cy="-22" r="28" fill="${leaf}"/><circle cx="28" cy="-24" r="30" fill="${leaf}"/>
    <circle cx="-10" cy="-60" r="18" fill="#ffffff" opacity="0.12"/></g>`;
}

export function fir(x: number, y: number, s = 1, leaf = "#2f6f4a", snow = false): string {
  const cap = snow
    ? `<polygon points="0,-120 -22,-82 22,-82" fill="#f4f8ff"/><polygon points="-32,-60 32,-60 22,-50 -22,-50" fill="#f4f8ff"/>`
    : "";
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-6" y="-10" width="12" height="26" fill="#6b4a2e"/>
    <polygon points="0,-120 -40,-50 40,-50" fill="${leaf}"/><polygon points="0,-90 -52,-8 52,-8" fill="${leaf}"/>${cap}</g>`;
}

export function house(
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  opts: { windows?: number; door?: boolean; lit?: boolean; roofH?: number } = {},
): string {
  const roofH = opts.roofH ?? w * 0.45;
  const win = opts.lit ? "#ffd66b" : "#cfe6f5";
  const n = opts.windows ?? 2;
  let wins = "";
  const rows = Math.max(1, Math.floor(h / 90));
  for (let r = 0; r < rows; r++) {
    for (let i = 0; i < n; i++) {
      const wx = x + (w / (n + 1)) * (i + 1) - 14;
      const wy = y + 22 + r * 80;
      if (opts.door && r === rows - 1 && i === Math.floor(n / 2) && n % 2 === 1) continue;
      wins += `<rect x="${wx}" y="${wy}" width="28" height="34" rx="3" fill="${win}" stroke="#ffffff" stroke-width="3"/>`;
    }
  }
  const door = opts.door
    ? `<rect x="${x + w / 2 - 16}" y="${y + h - 52}" width="32" height="52" rx="4" fill="#8a5a3b"/>`
    : "";
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>
    <polygon points="${x - 12},${y + 2} ${x + w / 2},${y - roofH} ${x + w + 12},${y + 2}" fill="${roof}"/>
    <rect x="${x}" y="${y}" width="${w}" height="6" fill="#000000" opacity="0.08"/>${wins}${door}</g>`;
}

export function person(
  x: number,
  y: number,
  s: number,
  shirt: string,
  skin = "#f1c7a5",
  hair = "#5b3b26",
): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-14" y="-10" width="10" height="48" rx="5" fill="#34495e"/><rect x="4" y="-10" width="10" height="48" rx="5" fill="#34495e"/>
    <rect x="-20" y="-70" width="40" height="66" rx="16" fill="${shirt}"/>
    <circle cx="0" cy="-90" r="20" fill="${skin}"/><path d="M-20,-92 a20,20 0 0 1 40,0 q-20,-10 -40,0z" fill="${hair}"/></g>`;
}

export function stand(x: number, y: number, w: number, c1: string, c2: string, goods: string[]): string {
  const stripes = 6;
  let awning = "";
  for (let i = 0; i < stripes; i++) {
    awning += `<rect x="${x + (w / stripes) * i}" y="${y}" width="${w / stripes + 0.5}" height="40" fill="${i % 2 ? c1 : c2}"/>`;
    awning += `<circle cx="${x + (w / stripes) * (i + 0.5)}" cy="${y + 40}" r="${w / stripes / 2}" fill="${i % 2 ? c1 : c2}"/>`;
  }
  let g = "";
  goods.forEach((c, i) => {
    g += `<circle cx="${x + 30 + i * ((w - 60) / Math.max(1, goods.length - 1))}" cy="${y + 148}" r="16" fill="${c}"/>`;
  });
  return `<g><rect x="${x + 8}" y="${y + 30}" width="10" height="170" fill="#8b6b4a"/><rect x="${x + w - 18}" y="${y + 30}" width="10" height="170" fill="#8b6b4a"/>
    ${awning}<rect x="${x - 6}" y="${y + 160}" width="${w + 12}" height="22" rx="4" fill="#a0744f"/>
    <rect x="${x}" y="${y + 182}" width="${w}" height="60" fill="#c79a6b"/>${g}</g>`;
}

export function lantern(x: number, y: number, color: string, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <line x1="0" y1="-80" x2="0" y2="-30" stroke="#5a4632" stroke-width="3"/>
    <circle cx="0" cy="0" r="70" fill="url(#lampglow)"/>
    <ellipse cx="0" cy="0" rx="30" ry="34" fill="${color}"/><ellipse cx="0" cy="0" rx="14" ry="18" fill="#fff4c2" opacity="0.85"/>
    <rect x="-10" y="-38" width="20" height="8" rx="2" fill="#5a4632"/></g>`;
}

export function snowflakes(n: number, seed: number): string {
  let out = "";
  let s = seed;
  const rnd = () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${(rnd() * W).toFixed(0)}" cy="${(rnd() * H * 0.8).toFixed(0)}" r="${(2 + rnd() * 4).toFixed(1)}" fill="#ffffff" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/>`;
  }
  return out;
}

export function stars(n: number, seed: number): string {
  let out = "";
  let s = seed;
  const rnd = () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${(rnd() * W).toFixed(0)}" cy="${(rnd() * H * 0.45).toFixed(0)}" r="${(1 + rnd() * 1.8).toFixed(1)}" fill="#fffbe8" opacity="${(0.4 + rnd() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

export const daySky = linear("sky", ["#7cc3ee", "#bfe3f6", "#eaf6fb"]);

// ---------- the illustrations ----------

/**
 * Renders the flat SVG illustrations used by the demo seed (SEED=demo)
 * into JPEG files under src/server/db/seed/images/.
 *
 * Run: npx tsx scripts/make-seed-images.ts
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const W = 1200;
const H = 800;
const MAX_BYTES = 200 * 1024;
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "server", "db", "seed", "images");

// ---------- small SVG helpers ----------

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, stops: string[], vertical = true): string {
  const s = stops
    .map((c, i) => `<stop offset="${(i / (stops.length - 1)) * 100}%" stop-color="${c}"/>`)
    .join("");
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

function radial(id: string, inner: string, outer: string): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${inner}" stop-opacity="1"/><stop offset="100%" stop-color="${outer}" stop-opacity="0"/></radialGradient>`;
}

function sky(fill: string): string {
  return `<rect width="${W}" height="${H}" fill="url(#${fill})"/>`;
}

function sun(cx: number, cy: number, r: number, color = "#ffd45c"): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 2.2}" fill="url(#glow)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

const glowDef = radial("glow", "#fff3c4", "#fff3c4");

function cloud(x: number, y: number, s = 1, color = "#ffffff", opacity = 0.9): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}" opacity="${opacity}">
    <ellipse cx="0" cy="0" rx="70" ry="28"/><ellipse cx="45" cy="-18" rx="48" ry="34"/><ellipse cx="-40" cy="-10" rx="40" ry="26"/><ellipse cx="90" cy="4" rx="44" ry="22"/></g>`;
}

/** A smooth hill band from left to right, baseline y, amplitude a. */
function hill(y: number, a: number, fill: string, phase = 0, waves = 2): string {
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

function tree(x: number, y: number, s = 1, leaf = "#3f8f4f", trunk = "#7a5234"): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-7" y="-10" width="14" height="50" rx="4" fill="${trunk}"/>
    <circle cx="0" cy="-45" r="42" fill="${leaf}"/><circle cx="-26" cy="-22" r="28" fill="${leaf}"/><circle cx="28" cy="-24" r="30" fill="${leaf}"/>
    <circle cx="-10" cy="-60" r="18" fill="#ffffff" opacity="0.12"/></g>`;
}

function fir(x: number, y: number, s = 1, leaf = "#2f6f4a", snow = false): string {
  const cap = snow
    ? `<polygon points="0,-120 -22,-82 22,-82" fill="#f4f8ff"/><polygon points="-32,-60 32,-60 22,-50 -22,-50" fill="#f4f8ff"/>`
    : "";
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-6" y="-10" width="12" height="26" fill="#6b4a2e"/>
    <polygon points="0,-120 -40,-50 40,-50" fill="${leaf}"/><polygon points="0,-90 -52,-8 52,-8" fill="${leaf}"/>${cap}</g>`;
}

function house(
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

function person(x: number, y: number, s: number, shirt: string, skin = "#f1c7a5", hair = "#5b3b26"): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-14" y="-10" width="10" height="48" rx="5" fill="#34495e"/><rect x="4" y="-10" width="10" height="48" rx="5" fill="#34495e"/>
    <rect x="-20" y="-70" width="40" height="66" rx="16" fill="${shirt}"/>
    <circle cx="0" cy="-90" r="20" fill="${skin}"/><path d="M-20,-92 a20,20 0 0 1 40,0 q-20,-10 -40,0z" fill="${hair}"/></g>`;
}

function stand(x: number, y: number, w: number, c1: string, c2: string, goods: string[]): string {
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

function lantern(x: number, y: number, color: string, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <line x1="0" y1="-80" x2="0" y2="-30" stroke="#5a4632" stroke-width="3"/>
    <circle cx="0" cy="0" r="70" fill="url(#lampglow)"/>
    <ellipse cx="0" cy="0" rx="30" ry="34" fill="${color}"/><ellipse cx="0" cy="0" rx="14" ry="18" fill="#fff4c2" opacity="0.85"/>
    <rect x="-10" y="-38" width="20" height="8" rx="2" fill="#5a4632"/></g>`;
}

function snowflakes(n: number, seed: number): string {
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

function stars(n: number, seed: number): string {
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

const daySky = linear("sky", ["#7cc3ee", "#bfe3f6", "#eaf6fb"]);

// ---------- the illustrations ----------

const images: Record<string, string> = {
  "fussball.jpg": svg(
    daySky + glowDef + linear("pitch", ["#4caf50", "#2e8b3e"]),
    `${sky("sky")}${sun(980, 140, 60)}${cloud(250, 140, 1.1)}${cloud(620, 90, 0.8)}
     ${hill(360, 30, "#9fd39a", 0.4)}${tree(120, 330, 0.9)}${tree(1100, 320, 1)}${fir(1020, 340, 0.8)}
     <polygon points="0,380 1200,380 1200,800 0,800" fill="url(#pitch)"/>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="0" y="${380 + i * 70}" width="1200" height="35" fill="#ffffff" opacity="0.05"/>`).join("")}
     <polygon points="140,430 1060,430 1180,780 20,780" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.9"/>
     <line x1="600" y1="430" x2="600" y2="780" stroke="#ffffff" stroke-width="6" opacity="0.9"/>
     <ellipse cx="600" cy="590" rx="120" ry="60" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.9"/>
     <polygon points="60,520 180,520 175,700 30,700" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.8"/>
     <rect x="20" y="540" width="12" height="140" fill="#ffffff"/><rect x="20" y="540" width="80" height="10" fill="#ffffff"/>
     ${person(430, 640, 1, "#d62828")}${person(760, 560, 0.85, "#1d4ed8")}${person(300, 520, 0.75, "#d62828")}
     <circle cx="520" cy="678" r="18" fill="#ffffff"/><path d="M512,668 l8,-4 l8,6 l-3,9 l-10,0z" fill="#222"/>`,
  ),

  "dorfplatz.jpg": svg(
    linear("sky", ["#89c9f0", "#d7eefa"]) + glowDef + linear("ground", ["#d9c8a9", "#c4ae8a"]),
    `${sky("sky")}${sun(180, 130, 55)}${cloud(760, 120, 1)}${cloud(1060, 180, 0.7)}
     ${hill(330, 40, "#a9d3a0", 1.2)}
     ${house(60, 300, 200, 230, "#f3e3c3", "#b5483b", { windows: 3, door: true })}
     ${house(290, 250, 170, 280, "#ffffff", "#8c3f33", { windows: 2 })}
     <rect x="500" y="150" width="90" height="380" fill="#efe6d8"/><polygon points="490,155 545,40 600,155" fill="#4f6d7a"/>
     <circle cx="545" cy="210" r="26" fill="#ffffff" stroke="#4f6d7a" stroke-width="5"/><line x1="545" y1="210" x2="545" y2="192" stroke="#333" stroke-width="4"/><line x1="545" y1="210" x2="558" y2="214" stroke="#333" stroke-width="4"/>
     ${house(630, 280, 230, 250, "#f7d9a8", "#a44a3f", { windows: 3, door: true })}
     ${house(890, 310, 220, 220, "#dfe9e1", "#6f3b2f", { windows: 3 })}
     <rect x="0" y="530" width="1200" height="270" fill="url(#ground)"/>
     ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<line x1="${i * 170}" y1="530" x2="${i * 170 - 120}" y2="800" stroke="#b29b76" stroke-width="3"/>`).join("")}
     <ellipse cx="600" cy="660" rx="130" ry="34" fill="#8fa4ad"/><rect x="585" y="570" width="30" height="90" fill="#9aaeb6"/><ellipse cx="600" cy="570" rx="48" ry="14" fill="#7fb6d6"/>
     ${tree(1140, 560, 0.9)}${tree(40, 600, 0.8, "#4d9a5b")}
     ${person(340, 700, 0.9, "#e07a5f")}${person(860, 690, 0.85, "#3d5a80")}${person(900, 700, 0.6, "#f2cc8f")}`,
  ),

  "baeckerei.jpg": svg(
    linear("wall", ["#f6e2c0", "#eed3a5"]) +
      linear("win", ["#fff4d6", "#ffd98a"]) +
      linear("street", ["#9c9a94", "#7d7b76"]),
    `<rect width="1200" height="800" fill="url(#wall)"/>
     ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `<line x1="0" y1="${i * 60 + 20}" x2="1200" y2="${i * 60 + 20}" stroke="#e2c596" stroke-width="2"/>`).join("")}
     ${Array.from({ length: 10 }, (_, i) => `<rect x="${100 + i * 100}" y="120" width="${100}" height="90" fill="${i % 2 ? "#c0392b" : "#fdf6ec"}"/><path d="M${100 + i * 100},210 a50,30 0 0 0 100,0z" fill="${i % 2 ? "#c0392b" : "#fdf6ec"}"/>`).join("")}
     <rect x="90" y="110" width="1020" height="14" rx="6" fill="#7b4a2d"/>
     <rect x="140" y="290" width="560" height="330" rx="10" fill="#7b4a2d"/><rect x="160" y="310" width="520" height="290" rx="6" fill="url(#win)"/>
     <rect x="180" y="470" width="480" height="14" fill="#a87448"/><rect x="180" y="370" width="480" height="10" fill="#a87448"/>
     <ellipse cx="250" cy="450" rx="50" ry="22" fill="#c98a3c"/><path d="M215,445 q15,-10 25,0 q15,-10 25,0 q15,-10 25,0" stroke="#8a5420" stroke-width="4" fill="none"/>
     <ellipse cx="390" cy="448" rx="44" ry="26" fill="#b06f2e"/><ellipse cx="520" cy="452" rx="58" ry="20" fill="#d9a052"/>
     <path d="M600,460 q30,-50 60,0z" fill="#c8843a"/><circle cx="260" cy="350" r="18" fill="#e9b872"/><circle cx="320" cy="352" r="18" fill="#e9b872"/>
     <path d="M420,360 l40,-20 l40,20 l-40,10z" fill="#d89b4a"/><circle cx="590" cy="345" r="22" fill="#f3c6d3"/><circle cx="640" cy="348" r="20" fill="#8e5a3c"/>
     <rect x="780" y="290" width="220" height="400" rx="10" fill="#7b4a2d"/><rect x="800" y="310" width="180" height="380" rx="4" fill="#5c3620"/>
     <rect x="815" y="330" width="150" height="180" rx="4" fill="url(#win)" opacity="0.9"/><circle cx="960" cy="520" r="8" fill="#f2c14e"/>
     <rect x="0" y="690" width="1200" height="110" fill="url(#street)"/><rect x="0" y="690" width="1200" height="12" fill="#b7b4ad"/>
     <rect x="1040" y="560" width="120" height="130" rx="8" fill="#4a7c59"/><circle cx="1070" cy="560" r="26" fill="#e76f51"/><circle cx="1120" cy="555" r="30" fill="#f4a261"/><circle cx="1095" cy="530" r="22" fill="#e9c46a"/>
     <rect x="40" y="560" width="70" height="130" rx="6" fill="#3c5a6e"/><rect x="50" y="575" width="50" height="40" fill="#f7f1e3"/>`,
  ),

  "kalender.jpg": svg(
    linear("bg", ["#ffe7c7", "#ffc9a8", "#f7a399"]) + linear("page", ["#ffffff", "#f3f0ea"]),
    `<rect width="1200" height="800" fill="url(#bg)"/>
     <circle cx="1050" cy="120" r="160" fill="#ffffff" opacity="0.18"/><circle cx="120" cy="700" r="200" fill="#ffffff" opacity="0.15"/>
     <rect x="330" y="140" width="540" height="560" rx="30" fill="#000000" opacity="0.08" transform="translate(14 16)"/>
     <rect x="330" y="140" width="540" height="560" rx="30" fill="url(#page)"/>
     <path d="M330,170 a30,30 0 0 1 30,-30 h480 a30,30 0 0 1 30,30 v90 h-540z" fill="#d64550"/>
     <rect x="420" y="110" width="24" height="80" rx="12" fill="#5b5b66"/><rect x="756" y="110" width="24" height="80" rx="12" fill="#5b5b66"/>
     ${Array.from({ length: 35 }, (_, i) => {
       const cx = 380 + (i % 7) * 72;
       const cy = 300 + Math.floor(i / 7) * 74;
       const special = [9, 16, 17, 24].includes(i);
       const col = i === 17 ? "#d64550" : special ? "#f4a261" : "#e9e5dd";
       return `<rect x="${cx}" y="${cy}" width="54" height="54" rx="12" fill="${col}"/>`;
     }).join("")}
     <circle cx="1010" cy="520" r="70" fill="#ffffff"/><circle cx="1010" cy="520" r="58" fill="#4f7cac"/><line x1="1010" y1="520" x2="1010" y2="480" stroke="#fff" stroke-width="8" stroke-linecap="round"/><line x1="1010" y1="520" x2="1040" y2="535" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
     <g transform="translate(190 470) rotate(-12)"><rect x="-60" y="-40" width="120" height="80" rx="10" fill="#6a994e"/><rect x="-60" y="-40" width="120" height="22" rx="10" fill="#386641"/></g>
     ${fir(180, 700, 0.9, "#386641")}`,
  ),

  "familie-park.jpg": svg(
    daySky + glowDef + linear("grass", ["#8fd07f", "#5caf5a"]),
    `${sky("sky")}${sun(1000, 120, 58)}${cloud(300, 110, 1)}${cloud(700, 170, 0.7)}
     ${hill(380, 50, "#b7e0a5", 0.2)}${hill(470, 30, "url(#grass)", 1.6, 1.5)}
     ${tree(150, 460, 1.4)}${tree(1060, 470, 1.2, "#4f9d5d")}${tree(930, 430, 0.8, "#6bb36b")}
     <path d="M0,700 q300,-90 600,-40 t600,-30 v170 h-1200z" fill="#e8d7a8"/>
     <rect x="470" y="560" width="260" height="110" rx="10" fill="#e76f51" opacity="0.9" transform="skewX(-12)"/>
     ${person(430, 600, 1.1, "#2a9d8f")}${person(540, 605, 1.05, "#e9c46a", "#f5d0b5", "#2b1d14")}
     ${person(620, 640, 0.65, "#f4a261")}${person(360, 650, 0.6, "#8ecae6", "#f1c7a5", "#c98a3c")}
     <circle cx="780" cy="640" r="26" fill="#e63946"/><path d="M760,630 q20,-14 40,0" stroke="#fff" stroke-width="5" fill="none"/>
     <g transform="translate(860 230)"><polygon points="0,0 60,40 0,80 -60,40" fill="#ffb703"/><path d="M0,80 q20,60 -10,120 q30,40 0,90" stroke="#444" stroke-width="3" fill="none"/></g>
     ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<circle cx="${60 + i * 140}" cy="${740 + (i % 2) * 20}" r="8" fill="${["#ffffff", "#ffd6e0", "#fff3b0"][i % 3]}"/>`).join("")}`,
  ),

  "wyna.jpg": svg(
    linear("sky", ["#a8d8f0", "#e3f3fa", "#fdf3dc"]) + glowDef + linear("water", ["#5aa9d6", "#2f7fb5"]),
    `${sky("sky")}${sun(250, 180, 50, "#ffe08a")}${cloud(820, 130, 0.9)}
     ${hill(330, 45, "#9cc7a0", 0.5)}${hill(390, 35, "#7fb487", 2.2, 1.5)}
     ${fir(960, 380, 0.7)}${fir(1020, 390, 0.85)}${fir(1090, 385, 0.7)}${tree(90, 420, 0.9)}
     <rect x="0" y="420" width="1200" height="380" fill="#78b46f"/>
     <path d="M480,420 C520,500 380,560 420,640 C460,720 760,740 800,800 L1200,800 L1200,800 C960,760 620,700 620,640 C620,560 700,500 620,420z" fill="url(#water)"/>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${500 + i * 40},${480 + i * 50} q20,-8 40,0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.6"/>`).join("")}
     <path d="M360,560 q190,-80 380,0" stroke="#8b6b4a" stroke-width="18" fill="none"/><path d="M360,560 q190,-80 380,0" stroke="#a98460" stroke-width="6" fill="none" transform="translate(0 -14)"/>
     ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<line x1="${400 + i * 50}" y1="${548 - Math.sin((i / 6) * Math.PI) * 56}" x2="${400 + i * 50}" y2="${520 - Math.sin((i / 6) * Math.PI) * 56}" stroke="#8b6b4a" stroke-width="5"/>`).join("")}
     ${tree(260, 640, 1)}${tree(960, 600, 1.1, "#4f9d5d")}
     <g transform="translate(760 700)"><ellipse cx="0" cy="0" rx="34" ry="14" fill="#ffffff"/><circle cx="26" cy="-14" r="12" fill="#ffffff"/><polygon points="36,-14 50,-10 36,-8" fill="#f4a261"/></g>
     ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<line x1="${120 + i * 18}" y1="780" x2="${116 + i * 18}" y2="${730 - (i % 3) * 14}" stroke="#3f7d3a" stroke-width="5"/>`).join("")}`,
  ),

  "schulhaus.jpg": svg(
    daySky + glowDef + linear("yard", ["#d7d2c8", "#bdb6a8"]),
    `${sky("sky")}${sun(1060, 110, 50)}${cloud(180, 120, 0.9)}${cloud(560, 80, 0.7)}
     ${hill(330, 35, "#a4d39c", 0.8)}
     <rect x="220" y="200" width="760" height="340" fill="#f1e4cf"/>
     <polygon points="200,205 600,90 1000,205" fill="#9b3d32"/>
     <rect x="560" y="60" width="80" height="70" fill="#f1e4cf"/><polygon points="550,65 600,20 650,65" fill="#9b3d32"/><circle cx="600" cy="98" r="18" fill="#ffffff" stroke="#555" stroke-width="3"/>
     ${Array.from({ length: 14 }, (_, i) => `<rect x="${250 + (i % 7) * 105}" y="${230 + Math.floor(i / 7) * 120}" width="64" height="80" rx="4" fill="#bfe0f2" stroke="#ffffff" stroke-width="5"/>`).join("")}
     <rect x="560" y="440" width="80" height="100" rx="6" fill="#5d7d8f"/><rect x="540" y="430" width="120" height="12" fill="#9b3d32"/>
     <rect x="0" y="540" width="1200" height="260" fill="url(#yard)"/>
     <rect x="100" y="600" width="170" height="120" fill="none" stroke="#ffffff" stroke-width="5"/>
     ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${120 + i * 20}" y="620" width="18" height="18" fill="${i % 2 ? "#f28482" : "#84a59d"}" opacity="0.7"/>`).join("")}
     ${tree(1080, 600, 1.1)}${tree(70, 560, 0.8, "#5aa469")}
     <g transform="translate(900 600)"><rect x="-4" y="-120" width="8" height="130" fill="#666"/><rect x="-40" y="-150" width="80" height="50" fill="#ffffff" stroke="#666" stroke-width="4"/><circle cx="0" cy="-96" r="24" fill="none" stroke="#e76f51" stroke-width="5"/></g>
     ${person(420, 720, 0.7, "#f4a261")}${person(500, 730, 0.65, "#2a9d8f", "#f5d0b5", "#2b1d14")}${person(720, 700, 0.7, "#e76f51", "#d9a77e", "#1f1f1f")}`,
  ),

  "markt.jpg": svg(
    linear("sky", ["#8ec9ea", "#d6eef8"]) + glowDef + linear("ground", ["#cdbfa6", "#b3a387"]),
    `${sky("sky")}${sun(1080, 100, 45)}${cloud(400, 90, 0.9)}
     ${house(0, 240, 220, 260, "#f6e3c4", "#a84a3c", { windows: 3 })}${house(880, 230, 320, 270, "#e4ecef", "#7a3e32", { windows: 4 })}
     ${tree(600, 330, 1.1, "#4a9a58")}
     <rect x="0" y="500" width="1200" height="300" fill="url(#ground)"/>
     ${stand(70, 360, 300, "#e63946", "#ffffff", ["#e63946", "#f4a261", "#2a9d8f", "#e9c46a", "#8ab17d"])}
     ${stand(450, 380, 300, "#2a9d8f", "#f1faee", ["#f28482", "#ffd166", "#ef476f", "#06d6a0"])}
     ${stand(830, 360, 300, "#f4a261", "#fff8e7", ["#8d5524", "#c68642", "#e0ac69", "#6f4e37", "#ffdbac"])}
     ${person(400, 760, 0.9, "#3d5a80")}${person(800, 770, 0.95, "#e07a5f", "#f1c7a5", "#2b1d14")}${person(200, 780, 0.6, "#81b29a")}
     <rect x="560" y="690" width="70" height="50" rx="6" fill="#a0744f"/><circle cx="580" cy="690" r="12" fill="#e9c46a"/><circle cx="610" cy="688" r="12" fill="#f4a261"/>`,
  ),

  "laternen-schnee.jpg": svg(
    linear("sky", ["#0f1f3d", "#24406e", "#4a5f8f"]) +
      radial("lampglow", "#ffd36e", "#ffd36e") +
      linear("snow", ["#e9f0fb", "#cfdcef"]),
    `${sky("sky")}${stars(60, 7)}<circle cx="1020" cy="120" r="46" fill="#f6f1d3"/><circle cx="1040" cy="108" r="42" fill="#24406e"/>
     ${hill(440, 40, "#2c3f63", 0.6)}
     ${house(80, 360, 180, 160, "#6d7fa3", "#3b4a6b", { windows: 2, lit: true })}${house(900, 340, 220, 180, "#6d7fa3", "#3b4a6b", { windows: 3, lit: true })}
     <polygon points="60,362 170,280 280,362" fill="#eef3fb" opacity="0.9"/><polygon points="880,342 1010,250 1140,342" fill="#eef3fb" opacity="0.9"/>
     ${fir(380, 520, 1, "#1f4b3f", true)}${fir(760, 520, 1.2, "#1f4b3f", true)}${fir(1180, 540, 0.8, "#1f4b3f", true)}
     <path d="M0,520 q300,-40 600,0 t600,0 v280 h-1200z" fill="url(#snow)"/>
     <path d="M80,560 q520,60 1040,20" stroke="#5a4632" stroke-width="3" fill="none"/>
     ${lantern(220, 640, "#f4a261")}${lantern(420, 660, "#e76f51")}${lantern(620, 668, "#ffd166")}${lantern(820, 650, "#f28482")}${lantern(1010, 626, "#f4a261")}
     ${person(320, 760, 0.7, "#c1121f", "#f1c7a5", "#5b3b26")}${person(720, 770, 0.65, "#2a9d8f")}
     ${snowflakes(140, 3)}`,
  ),

  "turnhalle.jpg": svg(
    linear("wall", ["#f5efe4", "#e8dccb"]) + linear("floor", ["#d9a866", "#b98546"]),
    `<rect width="1200" height="800" fill="url(#wall)"/>
     ${[0, 1, 2, 3, 4].map((i) => `<rect x="${60 + i * 230}" y="60" width="170" height="200" rx="6" fill="#cfe8f6" stroke="#ffffff" stroke-width="8"/>`).join("")}
     ${Array.from({ length: 9 }, (_, i) => `<rect x="${40 + i * 12}" y="290" width="6" height="300" fill="#a7794a"/>`).join("")}
     ${Array.from({ length: 12 }, (_, i) => `<rect x="34" y="${300 + i * 24}" width="110" height="6" fill="#a7794a"/>`).join("")}
     <rect x="0" y="560" width="1200" height="240" fill="url(#floor)"/>
     ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `<line x1="${i * 120}" y1="560" x2="${i * 120 - 60}" y2="800" stroke="#a9753c" stroke-width="2"/>`).join("")}
     <line x1="0" y1="680" x2="1200" y2="680" stroke="#2a9d8f" stroke-width="5"/><ellipse cx="600" cy="680" rx="160" ry="40" fill="none" stroke="#e76f51" stroke-width="5"/>
     <line x1="560" y1="0" x2="560" y2="380" stroke="#777" stroke-width="3"/><line x1="640" y1="0" x2="640" y2="380" stroke="#777" stroke-width="3"/>
     <circle cx="560" cy="400" r="22" fill="none" stroke="#8d6e4a" stroke-width="8"/><circle cx="640" cy="400" r="22" fill="none" stroke="#8d6e4a" stroke-width="8"/>
     <g transform="translate(880 600)"><rect x="-110" y="-80" width="220" height="60" rx="10" fill="#6c757d"/><rect x="-120" y="-20" width="240" height="30" rx="8" fill="#495057"/><rect x="-100" y="-110" width="200" height="36" rx="14" fill="#a7794a"/></g>
     <rect x="220" y="640" width="260" height="30" rx="10" fill="#3a86ff"/>
     ${person(340, 630, 0.9, "#ff006e")}${person(880, 480, 0.85, "#8338ec")}
     <circle cx="1060" cy="740" r="30" fill="#fb5607"/><path d="M1030,740 h60 M1060,710 v60" stroke="#000" stroke-width="3" opacity="0.4"/>`,
  ),

  "bahnhof.jpg": svg(
    linear("sky", ["#9fd0ef", "#e2f2fa"]) + glowDef + linear("platform", ["#b9b5ad", "#9f9a91"]),
    `${sky("sky")}${sun(180, 120, 48)}${cloud(700, 110, 0.9)}${cloud(1050, 160, 0.7)}
     ${hill(320, 40, "#a6cf9b", 1.4)}${tree(80, 330, 0.8)}${fir(1140, 330, 0.9)}
     <rect x="640" y="180" width="420" height="200" fill="#f2e6d0"/><rect x="620" y="160" width="460" height="30" fill="#8c3f33"/>
     ${[0, 1, 2, 3].map((i) => `<rect x="${680 + i * 95}" y="220" width="60" height="80" rx="4" fill="#cfe6f5" stroke="#fff" stroke-width="4"/>`).join("")}
     <rect x="820" y="300" width="70" height="80" fill="#6b4a2e"/>
     <g transform="translate(560 200)"><rect x="-4" y="0" width="8" height="180" fill="#555"/><circle cx="0" cy="0" r="36" fill="#ffffff" stroke="#222" stroke-width="6"/><line x1="0" y1="0" x2="0" y2="-24" stroke="#222" stroke-width="5"/><line x1="0" y1="0" x2="18" y2="6" stroke="#222" stroke-width="5"/><circle cx="0" cy="-26" r="5" fill="#e63946"/></g>
     <rect x="0" y="380" width="1200" height="90" fill="url(#platform)"/><rect x="0" y="380" width="1200" height="8" fill="#f6f1e7"/>
     <rect x="0" y="470" width="1200" height="330" fill="#8d8578"/>
     ${Array.from({ length: 25 }, (_, i) => `<rect x="${i * 50}" y="640" width="26" height="20" fill="#6b5a45"/>`).join("")}
     <rect x="0" y="630" width="1200" height="8" fill="#cfd4d8"/><rect x="0" y="662" width="1200" height="8" fill="#cfd4d8"/>
     <rect x="60" y="470" width="900" height="170" rx="26" fill="#e63946"/><rect x="60" y="470" width="900" height="30" rx="14" fill="#f1faee" opacity="0.3"/>
     ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${110 + i * 120}" y="515" width="90" height="60" rx="8" fill="#1d3557"/>`).join("")}
     <rect x="60" y="595" width="900" height="14" fill="#ffffff"/><line x1="0" y1="455" x2="1200" y2="455" stroke="#444" stroke-width="3"/>
     ${person(1040, 380, 0.8, "#3d5a80")}${person(1110, 380, 0.75, "#f4a261", "#d9a77e", "#1f1f1f")}`,
  ),

  "velo.jpg": svg(
    linear("sky", ["#ffd6a5", "#fdffb6", "#caffbf"]) + glowDef + linear("road", ["#8d99ae", "#6c7689"]),
    `${sky("sky")}${sun(900, 180, 70, "#ffb703")}${cloud(300, 140, 0.9)}
     ${hill(420, 60, "#9bd68a", 0.2)}${hill(480, 40, "#7cc072", 2.4, 1.2)}
     ${tree(100, 500, 0.9)}${fir(1080, 500, 1)}${fir(1150, 510, 0.8)}
     <path d="M0,800 L520,500 L680,500 L1200,800z" fill="url(#road)"/><path d="M600,500 L600,800" stroke="#f1faee" stroke-width="8" stroke-dasharray="40 30"/>
     <g transform="translate(380 620)" stroke="#264653" stroke-width="9" fill="none" stroke-linecap="round">
       <circle cx="-130" cy="60" r="85"/><circle cx="170" cy="60" r="85"/>
       <circle cx="-130" cy="60" r="8" fill="#264653"/><circle cx="170" cy="60" r="8" fill="#264653"/>
       <path d="M-130,60 L0,60 L90,-60 L-60,-60 z" stroke="#e63946"/><path d="M0,60 L-70,-90 M90,-60 L170,60 M90,-60 L70,-110 h40"/>
       <path d="M-100,-95 h60" stroke-width="14"/></g>
     <g transform="translate(940 560) scale(0.6)" stroke="#264653" stroke-width="9" fill="none"><circle cx="-130" cy="60" r="85"/><circle cx="170" cy="60" r="85"/><path d="M-130,60 L0,60 L90,-60 L-60,-60 z" stroke="#2a9d8f"/><path d="M0,60 L-70,-90 M90,-60 L170,60 M90,-60 L70,-110"/></g>`,
  ),

  "bibliothek.jpg": svg(
    linear("wall", ["#f4ecdf", "#eadbc4"]) + linear("shelf", ["#8a5a3b", "#6d4429"]),
    `<rect width="1200" height="800" fill="url(#wall)"/>
     <rect x="60" y="60" width="700" height="620" fill="url(#shelf)"/>
     ${[0, 1, 2, 3]
       .map((r) => {
         let books = "";
         let x = 80;
         let k = r * 7;
         while (x < 730) {
           const w = 18 + ((k * 37) % 22);
           const h = 100 + ((k * 53) % 36);
           const colors = [
             "#e63946",
             "#457b9d",
             "#2a9d8f",
             "#e9c46a",
             "#f4a261",
             "#6a4c93",
             "#1d3557",
             "#8ab17d",
             "#f28482",
           ];
           books += `<rect x="${x}" y="${80 + r * 150 + (136 - h)}" width="${w}" height="${h}" fill="${colors[k % colors.length]}"/><rect x="${x + 3}" y="${80 + r * 150 + (136 - h) + 14}" width="${w - 6}" height="6" fill="#ffffff" opacity="0.4"/>`;
           x += w + 3;
           k++;
         }
         return `${books}<rect x="60" y="${216 + r * 150}" width="700" height="14" fill="#5a371f"/>`;
       })
       .join("")}
     <rect x="840" y="100" width="280" height="300" rx="8" fill="#cfe8f6" stroke="#ffffff" stroke-width="12"/><line x1="980" y1="100" x2="980" y2="400" stroke="#ffffff" stroke-width="8"/>
     ${tree(930, 380, 0.7, "#6bb36b")}
     <rect x="820" y="560" width="340" height="24" rx="6" fill="#8a5a3b"/><rect x="850" y="584" width="16" height="120" fill="#6d4429"/><rect x="1110" y="584" width="16" height="120" fill="#6d4429"/>
     <g transform="translate(990 545)"><path d="M-90,10 q45,-30 90,0 q45,-30 90,0 v-10 q-45,-30 -90,0 q-45,-30 -90,0z" fill="#ffffff"/><path d="M0,10 v-10" stroke="#aaa" stroke-width="2"/></g>
     <g transform="translate(1100 520)"><rect x="-18" y="-20" width="36" height="40" rx="6" fill="#e76f51"/><path d="M18,-8 q14,0 14,12 q0,12 -14,12" stroke="#e76f51" stroke-width="6" fill="none"/></g>
     <rect x="0" y="700" width="1200" height="100" fill="#b07d52"/>
     <rect x="150" y="720" width="500" height="60" rx="30" fill="#2a9d8f" opacity="0.85"/>`,
  ),

  "konzert.jpg": svg(
    linear("bg", ["#2b2d42", "#3d3b6e", "#6a4c93"]) +
      radial("spot", "#fff1b8", "#fff1b8") +
      linear("stage", ["#8d5a3b", "#5e3a24"]),
    `<rect width="1200" height="800" fill="url(#bg)"/>${stars(40, 21)}
     <polygon points="250,0 330,0 520,560 80,560" fill="#fff1b8" opacity="0.12"/><polygon points="870,0 950,0 1120,560 680,560" fill="#fff1b8" opacity="0.12"/>
     <path d="M0,0 h1200 v80 q-100,40 -200,0 q-100,40 -200,0 q-100,40 -200,0 q-100,40 -200,0 q-100,40 -200,0 q-100,40 -200,0z" fill="#9d0208"/>
     <ellipse cx="600" cy="520" rx="420" ry="60" fill="url(#spot)" opacity="0.5"/>
     <rect x="0" y="520" width="1200" height="80" fill="url(#stage)"/><rect x="0" y="600" width="1200" height="200" fill="#1b1b2f"/>
     ${person(420, 480, 1, "#e9c46a")}${person(600, 470, 1.05, "#2a9d8f", "#d9a77e", "#1f1f1f")}${person(780, 480, 1, "#e76f51", "#f1c7a5", "#a0522d")}
     <g transform="translate(470 420) rotate(-30)"><ellipse cx="0" cy="0" rx="30" ry="22" fill="#c98a3c"/><rect x="20" y="-4" width="80" height="8" fill="#6d4429"/></g>
     <g transform="translate(660 420)"><rect x="0" y="-40" width="10" height="60" fill="#e9c46a"/><path d="M10,-40 q40,10 40,50 q-30,0 -40,-20z" fill="#e9c46a"/></g>
     <g transform="translate(800 440)"><rect x="-50" y="-10" width="100" height="40" rx="4" fill="#222"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${-46 + i * 13}" y="-6" width="10" height="24" fill="#fff"/>`).join("")}</g>
     ${Array.from({ length: 18 }, (_, i) => `<circle cx="${40 + i * 66}" cy="${700 + (i % 3) * 20}" r="30" fill="#0f0f1f"/><rect x="${10 + i * 66}" y="${720 + (i % 3) * 20}" width="60" height="80" rx="20" fill="#0f0f1f"/>`).join("")}
     ${[0, 1, 2, 3].map((i) => `<path d="M${200 + i * 250},${220 + (i % 2) * 40} v-50 l30,-8 v50" stroke="#ffd166" stroke-width="6" fill="none"/><circle cx="${194 + i * 250}" cy="${222 + (i % 2) * 40}" r="10" fill="#ffd166"/>`).join("")}`,
  ),

  "werkstatt.jpg": svg(
    linear("wall", ["#dfe7ec", "#c7d3db"]) + linear("bench", ["#b07d52", "#8a5a3b"]),
    `<rect width="1200" height="800" fill="url(#wall)"/>
     <rect x="80" y="80" width="620" height="300" rx="10" fill="#a8b8c2"/>
     ${Array.from({ length: 60 }, (_, i) => `<circle cx="${110 + (i % 15) * 40}" cy="${110 + Math.floor(i / 15) * 70}" r="5" fill="#8a9aa5"/>`).join("")}
     <g transform="translate(160 160)"><rect x="-6" y="0" width="12" height="120" rx="4" fill="#e63946"/><rect x="-30" y="-20" width="60" height="28" rx="4" fill="#6c757d"/></g>
     <g transform="translate(290 170)"><rect x="-5" y="0" width="10" height="140" rx="4" fill="#ffb703"/><path d="M-18,0 a18,18 0 1 1 36,0 h-10 v-14 h-16 v14z" fill="#6c757d"/></g>
     <g transform="translate(420 150)"><rect x="-8" y="40" width="16" height="110" rx="6" fill="#219ebc"/><rect x="-3" y="-20" width="6" height="70" fill="#adb5bd"/></g>
     <g transform="translate(560 180) rotate(20)"><rect x="-60" y="-14" width="120" height="28" rx="6" fill="#2a9d8f"/><circle cx="60" cy="0" r="26" fill="#adb5bd"/></g>
     <rect x="800" y="100" width="320" height="280" rx="10" fill="#cfe8f6" stroke="#ffffff" stroke-width="12"/>${hill(380, 20, "#9cc7a0", 0.3)}
     <rect x="800" y="300" width="320" height="80" fill="#9cc7a0"/>
     <rect x="0" y="470" width="1200" height="330" fill="#7d8790"/>
     <rect x="60" y="440" width="900" height="40" rx="6" fill="url(#bench)"/><rect x="100" y="480" width="30" height="240" fill="#6d4429"/><rect x="880" y="480" width="30" height="240" fill="#6d4429"/>
     <rect x="250" y="380" width="220" height="60" rx="8" fill="#f4a261"/><rect x="270" y="360" width="40" height="24" fill="#f4a261"/>
     <g transform="translate(640 410)"><rect x="-60" y="-30" width="120" height="60" rx="10" fill="#e63946"/><circle cx="-30" cy="30" r="14" fill="#333"/><circle cx="30" cy="30" r="14" fill="#333"/></g>
     <g transform="translate(1040 640)"><rect x="-90" y="-150" width="180" height="210" rx="10" fill="#e63946"/>${[0, 1, 2].map((i) => `<rect x="-80" y="${-138 + i * 66}" width="160" height="56" rx="6" fill="#c1121f"/><rect x="-20" y="${-116 + i * 66}" width="40" height="8" rx="4" fill="#ddd"/>`).join("")}</g>
     ${person(520, 720, 1, "#1d3557")}`,
  ),

  "spielplatz.jpg": svg(
    daySky + glowDef + linear("grass", ["#9bd68a", "#6fb86a"]),
    `${sky("sky")}${sun(160, 120, 52)}${cloud(560, 120, 1)}${cloud(980, 90, 0.8)}
     ${hill(400, 40, "#b7e0a5", 1)}<rect x="0" y="440" width="1200" height="360" fill="url(#grass)"/>
     ${tree(80, 470, 1.1)}${tree(1120, 460, 1.2, "#4f9d5d")}
     <ellipse cx="420" cy="700" rx="240" ry="50" fill="#f2d8a7"/>
     <g><rect x="250" y="380" width="16" height="300" fill="#e63946"/><rect x="520" y="380" width="16" height="300" fill="#e63946"/><rect x="240" y="370" width="306" height="18" rx="6" fill="#e63946"/>
       <line x1="330" y1="388" x2="330" y2="590" stroke="#555" stroke-width="4"/><line x1="380" y1="388" x2="380" y2="590" stroke="#555" stroke-width="4"/><rect x="318" y="590" width="74" height="14" rx="4" fill="#ffb703"/>
       <line x1="440" y1="388" x2="450" y2="570" stroke="#555" stroke-width="4"/><line x1="490" y1="388" x2="500" y2="570" stroke="#555" stroke-width="4"/><rect x="438" y="570" width="74" height="14" rx="4" fill="#219ebc"/></g>
     <g><rect x="720" y="420" width="140" height="20" fill="#8a5a3b"/><rect x="720" y="440" width="14" height="240" fill="#8a5a3b"/><rect x="846" y="440" width="14" height="240" fill="#8a5a3b"/>
       <polygon points="710,420 790,340 870,420" fill="#2a9d8f"/><path d="M860,440 C940,470 980,620 1060,680 L1030,690 C960,630 920,500 860,470z" fill="#ffb703"/>
       ${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="700" y1="${460 + i * 36}" x2="720" y2="${460 + i * 36}" stroke="#8a5a3b" stroke-width="6"/>`).join("")}<line x1="700" y1="440" x2="700" y2="680" stroke="#8a5a3b" stroke-width="8"/></g>
     <rect x="560" y="660" width="120" height="60" fill="#d4a373"/><rect x="560" y="640" width="120" height="20" fill="#bc8a5f"/>
     ${person(360, 720, 0.6, "#f28482")}${person(620, 650, 0.55, "#8338ec", "#d9a77e", "#1f1f1f")}${person(950, 740, 0.95, "#3d5a80")}`,
  ),

  "gemeindehaus.jpg": svg(
    linear("sky", ["#f9c784", "#fcdca8", "#fff1d6"]) + glowDef + linear("plaza", ["#d6ccbb", "#bfb29c"]),
    `${sky("sky")}${sun(950, 260, 70, "#ffb347")}${cloud(220, 140, 0.9, "#fff7ea")}
     ${hill(380, 35, "#b8c98e", 0.7)}
     <rect x="260" y="210" width="680" height="360" fill="#f4efe6"/><rect x="260" y="210" width="680" height="20" fill="#d8cfbf"/>
     <polygon points="240,215 600,110 960,215" fill="#7b3f35"/>
     ${Array.from({ length: 18 }, (_, i) => `<rect x="${295 + (i % 9) * 70}" y="${250 + Math.floor(i / 9) * 110}" width="40" height="70" rx="3" fill="#bcd9ea" stroke="#ffffff" stroke-width="4"/><rect x="${288 + (i % 9) * 70}" y="${250 + Math.floor(i / 9) * 110}" width="6" height="70" fill="#2a6f4f"/><rect x="${336 + (i % 9) * 70}" y="${250 + Math.floor(i / 9) * 110}" width="6" height="70" fill="#2a6f4f"/>`).join("")}
     <rect x="540" y="470" width="120" height="100" rx="8" fill="#6d4429"/><rect x="520" y="455" width="160" height="16" fill="#7b3f35"/>
     <rect x="580" y="120" width="6" height="90" fill="#555"/><path d="M586,122 h70 v46 h-70z" fill="#d62828"/><path d="M616,134 h10 v24 h-10z M608,142 h26 v8 h-26z" fill="#ffffff"/>
     <rect x="0" y="570" width="1200" height="230" fill="url(#plaza)"/>
     ${[0, 1, 2, 3].map((i) => `<rect x="${430 + i * 40}" y="${570 + i * 14}" width="${340 - i * 80}" height="14" fill="#cfc4b2"/>`).join("")}
     ${tree(150, 600, 1.1)}${tree(1060, 610, 1.2, "#4f9d5d")}
     <g transform="translate(960 700)"><rect x="-70" y="0" width="140" height="12" rx="4" fill="#8a5a3b"/><rect x="-60" y="12" width="8" height="40" fill="#555"/><rect x="52" y="12" width="8" height="40" fill="#555"/></g>
     ${person(420, 760, 0.9, "#457b9d")}${person(780, 750, 0.85, "#e76f51", "#f1c7a5", "#c0c0c0")}`,
  ),

  "kunstrasen-nacht.jpg": svg(
    linear("sky", ["#0b1630", "#1b2d55", "#2d4373"]) +
      radial("flood", "#f7fbff", "#f7fbff") +
      linear("turf", ["#2f9e58", "#1f7a43"]),
    `${sky("sky")}${stars(50, 11)}
     ${hill(360, 25, "#16243f", 0.9)}${fir(90, 380, 0.8, "#13283a")}${fir(1130, 380, 0.9, "#13283a")}
     ${[150, 1050].map((x) => `<rect x="${x - 6}" y="90" width="12" height="300" fill="#8a94a6"/><rect x="${x - 60}" y="70" width="120" height="44" rx="6" fill="#d8e2ee"/>${[0, 1, 2, 3].map((i) => `<rect x="${x - 52 + i * 28}" y="78" width="22" height="28" rx="3" fill="#ffffff"/>`).join("")}<ellipse cx="${x}" cy="96" rx="180" ry="120" fill="url(#flood)" opacity="0.35"/><polygon points="${x - 50},110 ${x + 50},110 ${x > 600 ? 700 : 900},620 ${x > 600 ? 300 : 500},620" fill="#f7fbff" opacity="0.08"/>`).join("")}
     <rect x="0" y="390" width="1200" height="410" fill="url(#turf)"/>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${i * 200}" y="390" width="100" height="410" fill="#ffffff" opacity="0.04"/>`).join("")}
     <polygon points="130,430 1070,430 1190,790 10,790" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.9"/>
     <line x1="600" y1="430" x2="600" y2="790" stroke="#ffffff" stroke-width="6" opacity="0.9"/>
     <ellipse cx="600" cy="600" rx="120" ry="55" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.9"/>
     ${person(470, 650, 0.95, "#d62828")}${person(720, 560, 0.8, "#d62828")}${person(880, 690, 1, "#1d4ed8")}
     <circle cx="560" cy="686" r="16" fill="#ffffff"/>`,
  ),

  "unihockey.jpg": svg(
    linear("wall", ["#e9eef3", "#d3dde6"]) + linear("floor", ["#5d8fc9", "#3f6fa8"]),
    `<rect width="1200" height="800" fill="url(#wall)"/>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${40 + i * 195}" y="50" width="150" height="150" rx="6" fill="#cfe8f6" stroke="#ffffff" stroke-width="8"/>`).join("")}
     <rect x="0" y="250" width="1200" height="60" fill="#1d3557"/><text x="600" y="292" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">WYNA TIGERS</text>
     <rect x="0" y="470" width="1200" height="330" fill="url(#floor)"/>
     <rect x="40" y="430" width="1120" height="50" rx="24" fill="#ffffff"/><rect x="40" y="470" width="1120" height="12" fill="#e63946"/>
     <line x1="600" y1="480" x2="600" y2="800" stroke="#ffffff" stroke-width="5"/><circle cx="600" cy="640" r="90" fill="none" stroke="#ffffff" stroke-width="5"/>
     <g transform="translate(1000 560)"><rect x="-90" y="-70" width="180" height="110" fill="none" stroke="#e63946" stroke-width="10"/>${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="${-80 + i * 32}" y1="-64" x2="${-80 + i * 32}" y2="36" stroke="#ffffff" stroke-width="2"/>`).join("")}</g>
     ${person(420, 700, 1.05, "#ff9f1c")}${person(640, 660, 0.9, "#ffffff", "#d9a77e", "#1f1f1f")}${person(820, 720, 1, "#ff9f1c", "#f1c7a5", "#c98a3c")}
     <path d="M448,640 l70,90 h40" stroke="#222" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M790,660 l-60,80 h-40" stroke="#222" stroke-width="8" fill="none" stroke-linecap="round"/>
     <circle cx="610" cy="752" r="14" fill="#ffffff" stroke="#999" stroke-width="2"/>${[0, 1, 2].map((i) => `<circle cx="${604 + i * 6}" cy="752" r="2.5" fill="#999"/>`).join("")}`,
  ),

  "winterdienst.jpg": svg(
    linear("sky", ["#c9d6e3", "#e6edf4"]) + linear("snow", ["#f7faff", "#dfe8f3"]),
    `${sky("sky")}${snowflakes(160, 17)}
     ${hill(360, 30, "#e3ebf5", 0.4)}${fir(120, 400, 0.9, "#2f5a48", true)}${fir(1090, 390, 1, "#2f5a48", true)}
     ${house(230, 260, 220, 180, "#f1e4cf", "#8c3f33", { windows: 3 })}<polygon points="210,262 340,160 470,262" fill="#f7faff"/>
     ${house(760, 250, 240, 190, "#e1e9ee", "#6f3b2f", { windows: 3 })}<polygon points="740,252 880,146 1020,252" fill="#f7faff"/>
     <rect x="0" y="440" width="1200" height="360" fill="url(#snow)"/>
     <path d="M0,560 h1200 v140 h-1200z" fill="#8d949c"/><path d="M0,560 q300,-26 600,0 t600,0" fill="#f7faff"/>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${60 + i * 200}" y="626" width="90" height="10" fill="#f2f2f2" opacity="0.8"/>`).join("")}
     <g transform="translate(560 620)">
       <rect x="-40" y="-120" width="260" height="110" rx="10" fill="#f28c28"/><rect x="-40" y="-170" width="120" height="60" rx="8" fill="#f28c28"/><rect x="-28" y="-160" width="96" height="40" rx="4" fill="#cfe8f6"/>
       <rect x="-20" y="-186" width="40" height="16" rx="6" fill="#ffd166"/><circle cx="0" cy="-190" r="10" fill="#ffb703"/>
       <circle cx="10" cy="0" r="34" fill="#2b2d42"/><circle cx="170" cy="0" r="34" fill="#2b2d42"/><circle cx="10" cy="0" r="14" fill="#8d99ae"/><circle cx="170" cy="0" r="14" fill="#8d99ae"/>
       <polygon points="-60,-60 -150,-10 -150,30 -60,10" fill="#ffd166"/><polygon points="-150,-10 -170,-4 -170,36 -150,30" fill="#e0a800"/>
     </g>
     <path d="M300,700 q60,-40 120,-10" stroke="#f7faff" stroke-width="30" fill="none"/>`,
  ),

  "adventsmarkt.jpg": svg(
    linear("sky", ["#12203f", "#2b3f6b", "#5b5f8f"]) +
      radial("lampglow", "#ffd36e", "#ffd36e") +
      linear("ground", ["#e9eef6", "#c9d3e3"]),
    `${sky("sky")}${stars(40, 5)}
     ${house(0, 250, 230, 260, "#7d6b8f", "#3b3452", { windows: 3, lit: true })}${house(960, 240, 240, 270, "#6d7fa3", "#3b4a6b", { windows: 3, lit: true })}
     ${fir(600, 420, 1.7, "#1f5c45", true)}
     ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `<circle cx="${540 + (i % 3) * 60}" cy="${200 + Math.floor(i / 3) * 70}" r="9" fill="${["#ffd166", "#e63946", "#f1faee"][i % 3]}"/>`).join("")}<polygon points="600,175 612,200 588,200" fill="#ffd166"/>
     <rect x="0" y="510" width="1200" height="290" fill="url(#ground)"/>
     <path d="M0,330 q150,50 300,0 q150,50 300,0 q150,50 300,0 q150,50 300,0" stroke="#5a4632" stroke-width="3" fill="none"/>
     ${Array.from({ length: 24 }, (_, i) => `<circle cx="${25 + i * 50}" cy="${345 + Math.abs(Math.sin((i * Math.PI) / 6)) * 22}" r="7" fill="#ffe08a"/>`).join("")}
     ${stand(60, 400, 280, "#9d0208", "#f1faee", ["#e63946", "#ffd166", "#2a9d8f", "#f4a261"])}
     ${stand(860, 400, 280, "#2a6f4f", "#f1faee", ["#c98a3c", "#8d5524", "#e9c46a", "#9d0208"])}
     ${person(420, 740, 0.9, "#c1121f")}${person(700, 760, 0.95, "#3d5a80", "#f1c7a5", "#2b1d14")}${person(560, 770, 0.55, "#ffb703")}
     <g transform="translate(760 690)"><rect x="-24" y="-20" width="48" height="40" rx="6" fill="#9d0208"/><path d="M-10,-30 q10,-12 20,0" stroke="#f1faee" stroke-width="4" fill="none" opacity="0.7"/></g>
     ${snowflakes(90, 9)}`,
  ),

  "hofladen.jpg": svg(
    daySky + glowDef + linear("field", ["#b7d88a", "#8fbf5f"]),
    `${sky("sky")}${sun(1050, 120, 50)}${cloud(300, 110, 0.9)}${cloud(700, 150, 0.6)}
     ${hill(360, 40, "#a6cf86", 0.9)}${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${i * 160},420 q80,-12 160,0" stroke="#7aa34f" stroke-width="4" fill="none"/>`).join("")}
     <rect x="0" y="400" width="1200" height="400" fill="url(#field)"/>
     <rect x="120" y="220" width="560" height="330" fill="#a4442f"/><polygon points="90,230 400,80 710,230" fill="#5b3a29"/>
     ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${130 + i * 80}" y="230" width="6" height="320" fill="#8a3826"/>`).join("")}
     <rect x="330" y="360" width="150" height="190" fill="#6d4429"/><path d="M330,360 l150,190 M480,360 l-150,190" stroke="#f1e4cf" stroke-width="8"/>
     <rect x="740" y="320" width="330" height="240" rx="8" fill="#f1e4cf"/><polygon points="720,326 905,250 1090,326" fill="#2a6f4f"/>
     <rect x="760" y="370" width="130" height="170" rx="6" fill="#d8e3ea" stroke="#8d99ae" stroke-width="6"/>
     ${[0, 1, 2].map((r) => `<rect x="770" y="${388 + r * 50}" width="110" height="6" fill="#8d99ae"/><circle cx="790" cy="${378 + r * 50}" r="9" fill="${["#f4a261", "#e9c46a", "#e63946"][r]}"/><circle cx="820" cy="${378 + r * 50}" r="9" fill="#fff3d6"/><circle cx="850" cy="${378 + r * 50}" r="9" fill="#8ab17d"/>`).join("")}
     <rect x="920" y="380" width="120" height="80" rx="6" fill="#ffffff"/><text x="980" y="418" font-family="sans-serif" font-size="22" font-weight="700" fill="#2a6f4f" text-anchor="middle">Hofladen</text><text x="980" y="446" font-family="sans-serif" font-size="18" fill="#555" text-anchor="middle">24 h</text>
     ${[0, 1, 2, 3].map((i) => `<rect x="${930 + i * 30}" y="490" width="22" height="40" rx="4" fill="${["#e9c46a", "#f4a261", "#e76f51", "#8ab17d"][i]}"/>`).join("")}
     ${person(660, 700, 1, "#3d5a80")}<rect x="700" y="640" width="40" height="34" rx="4" fill="#c79a6b"/>
     ${tree(60, 460, 1)}${tree(1140, 520, 0.9, "#4f9d5d")}`,
  ),

  "einkaufsgutschein.jpg": svg(
    linear("wall", ["#2d3142", "#3f4462"]) +
      linear("win", ["#fff4d6", "#ffd98a"]) +
      linear("card", ["#c1121f", "#9d0208"]),
    `<rect width="1200" height="800" fill="url(#wall)"/>
     <path d="M0,40 q100,40 200,0 q100,40 200,0 q100,40 200,0 q100,40 200,0 q100,40 200,0 q100,40 200,0" stroke="#1b1e2b" stroke-width="3" fill="none"/>
     ${Array.from({ length: 24 }, (_, i) => `<circle cx="${25 + i * 50}" cy="${54 + Math.abs(Math.sin((i * Math.PI) / 4)) * 18}" r="8" fill="${["#ffd166", "#f1faee", "#ffb703"][i % 3]}"/>`).join("")}
     <rect x="90" y="140" width="1020" height="500" rx="12" fill="#5c3620"/><rect x="110" y="160" width="980" height="460" rx="8" fill="url(#win)"/>
     <rect x="130" y="470" width="940" height="14" fill="#a87448"/>
     ${[0, 1, 2, 3].map((i) => `<rect x="${170 + i * 90}" y="${400 - (i % 2) * 30}" width="70" height="${70 + (i % 2) * 30}" rx="6" fill="${["#2a9d8f", "#e76f51", "#457b9d", "#e9c46a"][i]}"/><rect x="${200 + i * 90}" y="${400 - (i % 2) * 30}" width="10" height="${70 + (i % 2) * 30}" fill="#f1faee"/><rect x="${170 + i * 90}" y="${430 - (i % 2) * 30}" width="70" height="10" fill="#f1faee"/>`).join("")}
     <g transform="translate(790 360) rotate(-6)"><rect x="-200" y="-110" width="400" height="230" rx="18" fill="url(#card)"/><rect x="-200" y="-110" width="400" height="230" rx="18" fill="none" stroke="#ffd166" stroke-width="6"/>
       <text x="0" y="-30" font-family="sans-serif" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">Suhrer Gutschein</text>
       <text x="0" y="50" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffd166" text-anchor="middle">CHF 100</text></g>
     ${fir(1030, 610, 0.8, "#2a6f4f")}
     <rect x="0" y="640" width="1200" height="160" fill="#8d949c"/><rect x="0" y="640" width="1200" height="12" fill="#b7b4ad"/>
     ${person(300, 780, 0.9, "#e63946", "#f1c7a5", "#2b1d14")}${person(420, 790, 0.7, "#ffb703")}`,
  ),

  "schlitten.jpg": svg(
    linear("sky", ["#a9d3f2", "#dcefff"]) + glowDef + linear("snow", ["#ffffff", "#dce7f5"]),
    `${sky("sky")}${sun(1020, 120, 48, "#fff1a8")}${cloud(300, 120, 0.8)}
     <path d="M0,380 q300,-120 700,-40 t500,40 v420 h-1200z" fill="#eef4fb"/>
     ${fir(160, 330, 0.9, "#2f5a48", true)}${fir(240, 320, 1.1, "#2f5a48", true)}${fir(1080, 390, 1, "#2f5a48", true)}
     <path d="M0,520 q400,-140 1200,20 v280 h-1200z" fill="url(#snow)"/>
     <g transform="translate(560 560) rotate(8)"><rect x="-110" y="-34" width="220" height="20" rx="6" fill="#b5502b"/>${[0, 1, 2, 3].map((i) => `<rect x="${-90 + i * 56}" y="-14" width="10" height="30" fill="#8a3826"/>`).join("")}<path d="M-130,18 h250 q30,0 30,-30" stroke="#6d4429" stroke-width="8" fill="none"/>
       ${person(-40, -36, 0.7, "#e63946", "#f1c7a5", "#c98a3c")}${person(40, -36, 0.75, "#2a9d8f")}</g>
     <g transform="translate(900 640)"><rect x="-60" y="-20" width="120" height="16" rx="5" fill="#457b9d"/><path d="M-70,4 h130 q20,0 20,-20" stroke="#1d3557" stroke-width="6" fill="none"/></g>
     ${person(960, 660, 1, "#f4a261", "#f1c7a5", "#2b1d14")}
     <g transform="translate(300 690)"><circle cx="0" cy="0" r="46" fill="#ffffff"/><circle cx="0" cy="-66" r="32" fill="#ffffff"/><circle cx="-10" cy="-72" r="4" fill="#333"/><circle cx="10" cy="-72" r="4" fill="#333"/><polygon points="0,-64 26,-60 0,-56" fill="#f28c28"/><rect x="-26" y="-112" width="52" height="14" fill="#333"/><rect x="-18" y="-140" width="36" height="30" fill="#333"/><path d="M-30,-44 h60" stroke="#e63946" stroke-width="10"/></g>
     ${snowflakes(70, 23)}`,
  ),

  "grittibaenz.jpg": svg(
    linear("bg", ["#fbe3c4", "#f3c999"]) + linear("tray", ["#9a6a44", "#7b4f31"]),
    `<rect width="1200" height="800" fill="url(#bg)"/>
     ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${80 + i * 150}" cy="${70 + (i % 2) * 40}" r="${20 + (i % 3) * 6}" fill="#ffffff" opacity="0.25"/>`).join("")}
     <ellipse cx="600" cy="640" rx="470" ry="90" fill="url(#tray)"/><ellipse cx="600" cy="622" rx="440" ry="76" fill="#c28b5c"/>
     <g transform="translate(600 420)" fill="#c8843a">
       <circle cx="0" cy="-210" r="70"/><rect x="-80" y="-150" width="160" height="260" rx="70"/>
       <rect x="-170" y="-120" width="110" height="50" rx="25" transform="rotate(-25 -115 -95)"/><rect x="60" y="-120" width="110" height="50" rx="25" transform="rotate(25 115 -95)"/>
       <rect x="-70" y="80" width="55" height="150" rx="27"/><rect x="15" y="80" width="55" height="150" rx="27"/>
     </g>
     <g transform="translate(600 420)">
       <circle cx="-24" cy="-222" r="9" fill="#3b2314"/><circle cx="24" cy="-222" r="9" fill="#3b2314"/><path d="M-22,-186 q22,16 44,0" stroke="#3b2314" stroke-width="6" fill="none"/>
       ${[0, 1, 2].map((i) => `<circle cx="0" cy="${-100 + i * 60}" r="11" fill="#3b2314"/>`).join("")}
       <path d="M-80,-150 h160" stroke="#e9b872" stroke-width="8"/><path d="M-60,40 q60,30 120,0" stroke="#e9b872" stroke-width="6" fill="none"/>
       <rect x="70" y="-60" width="12" height="150" rx="6" fill="#f1faee" transform="rotate(-20 76 15)"/>
     </g>
     ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${260 + i * 140}" cy="${600 + (i % 2) * 20}" r="10" fill="#fff1d6"/>`).join("")}
     <g transform="translate(200 360)"><circle cx="0" cy="0" r="46" fill="#f77f00"/><circle cx="-14" cy="-12" r="6" fill="#fcbf49" opacity="0.6"/></g>
     <g transform="translate(1000 360)"><circle cx="0" cy="0" r="46" fill="#f77f00"/><rect x="-4" y="-56" width="8" height="14" fill="#386641"/></g>`,
  ),

  "seniorenturnen.jpg": svg(
    linear("wall", ["#eef4f1", "#d8e6df"]) + linear("floor", ["#c99a5b", "#a97a3f"]),
    `<rect width="1200" height="800" fill="url(#wall)"/>
     ${[0, 1, 2, 3].map((i) => `<rect x="${110 + i * 270}" y="70" width="200" height="180" rx="6" fill="#fdf3d7" stroke="#ffffff" stroke-width="8"/>`).join("")}
     <rect x="0" y="540" width="1200" height="260" fill="url(#floor)"/>
     ${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `<line x1="${i * 120}" y1="540" x2="${i * 120 + 50}" y2="800" stroke="#8f6330" stroke-width="2"/>`).join("")}
     <g transform="translate(1030 470)"><rect x="-50" y="-70" width="100" height="140" rx="10" fill="#343a40"/><circle cx="0" cy="-25" r="24" fill="#6c757d"/><circle cx="0" cy="35" r="14" fill="#6c757d"/></g>
     ${[0, 1, 2].map((i) => `<path d="M${1100 + i * 18},${360 - i * 30} q20,-20 0,-40" stroke="#2a9d8f" stroke-width="5" fill="none"/>`).join("")}
     ${[0, 1, 2, 3, 4].map((i) => `<rect x="${120 + i * 170}" y="700" width="130" height="16" rx="8" fill="${["#e76f51", "#2a9d8f", "#e9c46a", "#3a86ff", "#8338ec"][i]}"/>`).join("")}
     ${person(190, 690, 1, "#2a9d8f", "#f1c7a5", "#d9d9d9")}${person(360, 690, 1, "#e76f51", "#e8b894", "#bdbdbd")}${person(530, 690, 1, "#3a86ff", "#f1c7a5", "#eeeeee")}${person(700, 690, 1, "#8338ec", "#d9a77e", "#cfcfcf")}${person(870, 690, 1, "#e9c46a", "#f1c7a5", "#e0e0e0")}
     ${[190, 360, 530, 700, 870].map((x) => `<circle cx="${x}" cy="470" r="16" fill="#fb5607"/>`).join("")}`,
  ),

  "apero.jpg": svg(
    linear("wall", ["#f6efe3", "#eadbc4"]) +
      radial("lampglow", "#fff1b8", "#fff1b8") +
      linear("cloth", ["#ffffff", "#e9e4da"]),
    `<rect width="1200" height="800" fill="url(#wall)"/>
     ${[0, 1, 2].map((i) => `<g transform="translate(${250 + i * 350} 90)"><line x1="0" y1="-90" x2="0" y2="0" stroke="#8d6e4a" stroke-width="3"/><circle cx="0" cy="30" r="110" fill="url(#lampglow)" opacity="0.6"/><path d="M-40,0 h80 l-20,40 h-40z" fill="#e9c46a"/></g>`).join("")}
     <rect x="0" y="300" width="1200" height="40" fill="#d62828"/><rect x="0" y="330" width="1200" height="10" fill="#ffffff" opacity="0.6"/>
     <path d="M200,300 v-70 M1000,300 v-70" stroke="#8d6e4a" stroke-width="4"/><rect x="560" y="170" width="80" height="80" fill="#d62828"/><path d="M590,186 h20 v48 h-20z M576,200 h48 v20 h-48z" fill="#ffffff"/>
     <rect x="0" y="560" width="1200" height="240" fill="#b07d52"/>
     <rect x="120" y="470" width="960" height="140" rx="8" fill="url(#cloth)"/>
     ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<g transform="translate(${190 + i * 115} 470)"><path d="M-16,-70 h32 l-4,40 q-12,12 -24,0z" fill="#fff3c4" opacity="0.9"/><rect x="-2" y="-30" width="4" height="26" fill="#e9e4da"/><ellipse cx="0" cy="-4" rx="14" ry="4" fill="#e9e4da"/></g>`).join("")}
     <ellipse cx="360" cy="520" rx="70" ry="18" fill="#e9c46a"/><ellipse cx="840" cy="520" rx="70" ry="18" fill="#f4a261"/>
     ${person(200, 780, 1, "#1d3557")}${person(420, 770, 0.95, "#e76f51", "#f1c7a5", "#2b1d14")}${person(760, 780, 1, "#2a9d8f", "#d9a77e", "#1f1f1f")}${person(980, 770, 0.95, "#8338ec")}`,
  ),
};

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  let total = 0;
  for (const [name, markup] of Object.entries(images)) {
    const buf = await sharp(Buffer.from(markup)).resize(W, H).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
    if (buf.length > MAX_BYTES) {
      throw new Error(`${name} is ${buf.length} bytes, exceeds ${MAX_BYTES}`);
    }
    const file = join(OUT_DIR, name);
    writeFileSync(file, buf);
    const meta = await sharp(file).metadata();
    if (meta.width !== W || meta.height !== H) {
      throw new Error(`${name} has unexpected size ${meta.width}x${meta.height}`);
    }
    const size = statSync(file).size;
    total += size;
    console.log(`${name.padEnd(22)} ${String(size).padStart(7)} bytes`);
  }
  console.log(`${Object.keys(images).length} images, ${total} bytes total -> ${OUT_DIR}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

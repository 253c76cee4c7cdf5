import {
  cloud,
  daySky,
  fir,
  glowDef,
  hill,
  house,
  linear,
  person,
  radial,
  sky,
  snowflakes,
  stand,
  stars,
  sun,
  svg,
  tree,
} from "./shapes";

/** Evenings, winter and the club life: concert, workshop, advent, sledging, the apéro. */
export const seasonScenes: Record<string, string> = {
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

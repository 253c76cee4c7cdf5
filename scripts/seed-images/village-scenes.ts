import {
  cloud,
  daySky,
  fir,
  glowDef,
  hill,
  house,
  lantern,
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

/** The village by day: sport, square, shops, school, station, library. */
export const villageScenes: Record<string, string> = {
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
};

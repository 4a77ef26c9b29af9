/**
 * Product pictures for places that have no real photos: the sandbox's "CDN" and demo mode. They are
 * drawn as flat illustrations on a studio backdrop so the portal looks like a real shop, and they
 * never contain text: a caption baked into a picture would double the product name beside it, could
 * not be translated and would be read out by nobody. Everything is a pure function of its arguments,
 * so the same product always gets the same bytes (cacheable, snapshot-friendly) and no binary file
 * or network is needed (`@portal/shared/product-art`).
 */

/** The kinds of product that have a drawing; a product takes the nearest one. */
export type ProductShape =
  | 'shirt'
  | 'tshirt'
  | 'sweater'
  | 'hoodie'
  | 'dress'
  | 'trousers'
  | 'sneaker'
  | 'tote'
  | 'mug'
  | 'lamp'
  | 'cap'
  | 'giftcard'
  | 'jacket';

interface Palette {
  base: string;
  shade: string;
  dark: string;
  light: string;
  pale: string;
}

/** A hue in 0..360 with one decimal, so odd input still gives stable, short output. */
const normalHue = (hue: number) =>
  Number.isFinite(hue) ? Math.round((((hue % 360) + 360) % 360) * 10) / 10 : 0;

// Comma syntax: older SVG renderers (thumbnailers, mail clients) do not read space-separated hsl().
const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${hue},${saturation}%,${lightness}%)`;

/** Colours of one product: the cloth, its shadowed parts, its details, highlights and off-white trims. */
function palette(hue: number, saturation = 38, lightness = 54): Palette {
  return {
    base: hsl(hue, saturation, lightness),
    shade: hsl(hue, saturation - 2, lightness - 9),
    dark: hsl(hue, saturation + 2, lightness - 22),
    light: hsl(hue, saturation + 10, lightness + 16),
    pale: hsl(hue, 22, 95),
  };
}

/** Thin seams and stitching: darker than the cloth, never a black outline (that reads as clip-art). */
const seam = (p: Palette, d: string, extra = '') =>
  `<path d="${d}" fill="none" stroke="${p.dark}" stroke-opacity="0.45" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

/** Rib lines on cuffs and hems: what tells a knit from a woven shirt at thumbnail size. */
function ribs(p: Palette, x0: number, x1: number, y0: number, y1: number): string {
  let d = '';
  for (let x = x0 + 6; x < x1 - 3; x += 7) d += `M${x} ${y0 + 3}V${y1 - 3}`;
  return `<path d="${d}" stroke="${p.dark}" stroke-opacity="0.25" stroke-width="2"/>`;
}

interface Drawing {
  /** Stands on the floor (gets a contact shadow) rather than lying flat (gets a drop shadow). */
  standing: boolean;
  /** Where the contact shadow sits: centre x, y and half width. */
  floor?: [number, number, number];
  /** The product in a 400×400 box, without backdrop or shadow, so a flat-lay can reuse it. */
  body: string;
}

const DRAWINGS: Record<ProductShape, (p: Palette) => Drawing> = {
  shirt: (p) => ({
    standing: false,
    body: `<path d="M172 72L130 86Q110 94 104 118L80 284L111 292L133 172L134 318Q167 336 200 331Q233 336 266 318L267 172L289 292L320 284L296 118Q290 94 270 86L228 72Q200 84 172 72Z" fill="${p.base}" stroke="${p.base}" stroke-width="6" stroke-linejoin="round"/>
<path d="M172 72Q200 62 228 72Q200 84 172 72Z" fill="${p.dark}"/>
<path d="M84 259L80 284L111 292L115 266Z" fill="${p.shade}"/>
<path d="M316 259L320 284L289 292L285 266Z" fill="${p.shade}"/>
<path d="M194 92H206V331H194Z" fill="${p.shade}" fill-opacity="0.5"/>
<path d="M170 70Q178 64 188 68L200 92L184 118Q174 98 164 80Z" fill="${p.base}" stroke="${p.shade}" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M230 70Q222 64 212 68L200 92L216 118Q226 98 236 80Z" fill="${p.base}" stroke="${p.shade}" stroke-width="2.5" stroke-linejoin="round"/>
${seam(p, 'M130 86Q140 130 133 172M270 86Q260 130 267 172M148 142H176V170L162 176L148 170Z')}
<g fill="${p.pale}" stroke="${p.dark}" stroke-opacity="0.4" stroke-width="1.5"><circle cx="200" cy="128" r="3.5"/><circle cx="200" cy="170" r="3.5"/><circle cx="200" cy="212" r="3.5"/><circle cx="200" cy="254" r="3.5"/><circle cx="200" cy="296" r="3.5"/></g>`,
  }),
  tshirt: (p) => ({
    standing: false,
    body: `<path d="M170 82L128 96L84 138L108 182L136 166L136 326H264V166L292 182L316 138L272 96L230 82Q200 104 170 82Z" fill="${p.base}" stroke="${p.base}" stroke-width="8" stroke-linejoin="round"/>
<path d="M171 82Q200 72 229 82Q200 100 171 82Z" fill="${p.dark}"/>
<path d="M166 80Q200 112 234 80" fill="none" stroke="${p.shade}" stroke-width="9" stroke-linecap="round"/>
${seam(p, 'M128 96Q140 134 136 166M272 96Q260 134 264 166M93 134L117 178M307 134L283 178M138 312H262')}`,
  }),
  sweater: (p) => ({
    standing: false,
    body: `<path d="M166 80L126 92Q106 100 100 124L76 288L109 296L131 178L131 324H269V178L291 296L324 288L300 124Q294 100 274 92L234 80Q200 100 166 80Z" fill="${p.base}" stroke="${p.base}" stroke-width="8" stroke-linejoin="round"/>
<path d="M167 80Q200 70 233 80Q200 98 167 80Z" fill="${p.dark}"/>
<path d="M162 78Q200 116 238 78" fill="none" stroke="${p.shade}" stroke-width="13" stroke-linecap="round"/>
<path d="M131 300H269V326H131Z" fill="${p.shade}"/>${ribs(p, 131, 269, 300, 326)}
<path d="M80 264L76 290L110 298L114 272Z" fill="${p.shade}"/><path d="M320 264L324 290L290 298L286 272Z" fill="${p.shade}"/>
${seam(p, 'M126 92Q138 134 131 178M274 92Q262 134 269 178')}`,
  }),
  hoodie: (p) => ({
    standing: false,
    body: `<path d="M156 92Q148 40 200 36Q252 40 244 92Z" fill="${p.shade}"/>
<path d="M164 80L124 92Q104 100 98 124L74 288L107 296L129 178L129 324H271V178L293 296L326 288L302 124Q296 100 276 92L236 80Q200 100 164 80Z" fill="${p.base}" stroke="${p.base}" stroke-width="8" stroke-linejoin="round"/>
<path d="M166 76Q200 52 234 76Q226 120 200 132Q174 120 166 76Z" fill="${p.dark}"/>
<path d="M160 74Q170 126 200 136Q230 126 240 74" fill="none" stroke="${p.shade}" stroke-width="10" stroke-linecap="round"/>
<path d="M186 132L183 190M214 132L217 190" stroke="${p.pale}" stroke-width="3.5" stroke-linecap="round"/>
<path d="M129 300H271V326H129Z" fill="${p.shade}"/>${ribs(p, 129, 271, 300, 326)}
<path d="M78 264L74 290L108 298L112 272Z" fill="${p.shade}"/><path d="M322 264L326 290L292 298L288 272Z" fill="${p.shade}"/>
<path d="M158 226H242L262 292H138Z" fill="${p.shade}" fill-opacity="0.45"/>
${seam(p, 'M158 226H242L262 292M158 226L138 292M124 92Q136 134 129 178M276 92Q264 134 271 178')}`,
  }),
  dress: (p) => ({
    standing: false,
    body: `<path d="M176 64L150 72Q136 78 130 94L112 124Q130 136 146 126L150 166L112 338Q200 356 288 338L250 166L254 126Q270 136 288 124L270 94Q264 78 250 72L224 64L200 118Z" fill="${p.base}" stroke="${p.base}" stroke-width="6" stroke-linejoin="round"/>
<path d="M176 64L200 118L224 64Q200 74 176 64Z" fill="${p.dark}" fill-opacity="0.35"/>
<path d="M146 126Q130 136 112 124L118 116Q132 124 146 118Z" fill="${p.shade}"/><path d="M254 126Q270 136 288 124L282 116Q268 124 254 118Z" fill="${p.shade}"/>
<path d="M148 160Q200 170 252 160L253 176Q200 186 147 176Z" fill="${p.dark}"/>
<path d="M166 174Q156 210 150 236M172 176Q170 214 168 244" fill="none" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>
<circle cx="168" cy="172" r="7" fill="${p.dark}"/>
<path d="M236 180Q230 262 258 342L288 338L250 176Z" fill="#000" fill-opacity="0.06"/>
${seam(p, 'M212 92L158 162M236 180Q230 262 258 342')}
<path d="M190 192Q184 266 168 342M214 190Q220 266 226 344" fill="none" stroke="${p.dark}" stroke-opacity="0.18" stroke-width="2.5" stroke-linecap="round"/>`,
  }),
  trousers: (p) => ({
    standing: false,
    body: `<path d="M146 78H254L250 340H206L200 168L194 340H150Z" fill="${p.base}" stroke="${p.base}" stroke-width="5" stroke-linejoin="round"/>
<path d="M145 58H255V80H145Z" fill="${p.shade}"/>
<path d="M158 54h7v30h-7zM186 54h7v30h-7zM207 54h7v30h-7zM235 54h7v30h-7z" fill="${p.dark}" fill-opacity="0.7"/>
<circle cx="200" cy="69" r="4.5" fill="${p.pale}" stroke="${p.dark}" stroke-opacity="0.4" stroke-width="1.5"/>
${seam(p, 'M200 80V140Q200 152 190 156M150 88Q176 92 180 126M250 88Q224 92 220 126M151 326H193M207 326H249')}
<path d="M172 140L172 318M228 140L228 318" stroke="${p.dark}" stroke-opacity="0.16" stroke-width="2"/>`,
  }),
  sneaker: (p) => ({
    standing: true,
    floor: [212, 282, 146],
    body: `<g transform="translate(0 -30)"><path d="M90 284Q80 236 94 198Q100 188 112 190Q136 200 160 198Q178 196 188 170Q194 152 212 150Q226 150 232 164Q262 208 306 228Q344 244 346 278L344 284Z" fill="${p.base}" stroke="${p.base}" stroke-width="4" stroke-linejoin="round"/>
<path d="M90 284Q80 236 94 198Q100 188 112 190L122 200Q104 240 114 284Z" fill="${p.shade}"/>
<path d="M302 284Q296 250 312 232Q344 246 346 278L344 284Z" fill="${p.shade}"/>
<path d="M112 190Q136 200 160 198Q178 196 188 170L197 175Q186 206 160 209Q132 211 110 199Z" fill="${p.dark}"/>
<path d="M204 168L218 160M220 182L236 174M238 196L254 187M256 208L272 199" stroke="${p.pale}" stroke-width="5" stroke-linecap="round"/>
${seam(p, 'M124 262Q204 252 286 226M196 172Q236 218 290 230')}
<path d="M74 296Q72 280 90 280H334Q352 280 352 294Q352 308 334 310H92Q74 310 74 296Z" fill="${p.pale}"/>
<path d="M75 301H351Q350 314 334 314H92Q78 314 75 301Z" fill="${p.dark}" fill-opacity="0.8"/>
<path d="M92 290H336" stroke="${p.dark}" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="5 5"/></g>`,
  }),
  tote: (p) => ({
    standing: true,
    floor: [200, 338, 100],
    body: `<path d="M150 170Q150 70 200 70Q250 70 250 170" fill="none" stroke="${p.dark}" stroke-width="12"/>
<path d="M114 160H286L296 328Q296 338 286 338H114Q104 338 104 328Z" fill="${p.base}" stroke="${p.base}" stroke-width="4" stroke-linejoin="round"/>
<path d="M114 160H286L287 180H113Z" fill="${p.shade}" fill-opacity="0.5"/>
<path d="M268 182H287L296 328Q296 338 286 338H274Z" fill="#000" fill-opacity="0.05"/>
<path d="M156 170Q156 82 200 82Q244 82 244 170" fill="none" stroke="${p.shade}" stroke-width="13"/>
<path d="M149 156h14v36h-14zM237 156h14v36h-14z" fill="${p.shade}"/>
${seam(p, 'M114 182H286', ' stroke-dasharray="5 5"')}
${seam(p, 'M152 176h8v12h-8zM240 176h8v12h-8z')}`,
  }),
  mug: (p) => ({
    standing: true,
    floor: [206, 338, 92],
    body: `<path d="M268 196Q318 192 318 242Q318 292 268 290" fill="none" stroke="${p.shade}" stroke-width="18" stroke-linecap="round"/>
<path d="M130 160V318Q130 338 150 338H250Q270 338 270 318V160Z" fill="${p.base}"/>
<path d="M130 296Q200 312 270 296V318Q270 338 250 338H150Q130 338 130 318Z" fill="${p.pale}"/>
<path d="M130 296Q200 312 270 296" fill="none" stroke="${p.light}" stroke-width="3"/>
<path d="M236 168H270V318Q270 338 250 338H240Z" fill="#000" fill-opacity="0.07"/>
<path d="M146 180h11v104h-11z" fill="#fff" fill-opacity="0.2"/>
<ellipse cx="200" cy="160" rx="70" ry="16" fill="${p.light}"/>
<ellipse cx="200" cy="162" rx="62" ry="12" fill="${p.dark}"/>`,
  }),
  lamp: (p) => ({
    standing: true,
    floor: [150, 336, 86],
    body: `<path d="M130 318V146Q130 56 220 56Q290 56 294 116" fill="none" stroke="${p.base}" stroke-width="8" stroke-linecap="round"/>
<path d="M133 146Q133 74 204 62" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="2.5" stroke-linecap="round"/>
<path d="M84 318V328Q84 338 130 340Q176 338 176 328V318Z" fill="${hsl(0, 0, 82)}"/>
<ellipse cx="130" cy="318" rx="46" ry="10" fill="${hsl(0, 0, 93)}"/>
<ellipse cx="130" cy="317" rx="8" ry="3" fill="${p.shade}"/>
<path d="M244 178Q244 118 294 112Q344 118 344 178Z" fill="${p.base}"/>
<path d="M258 156Q262 128 288 120" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round"/>
<path d="M314 116Q344 128 344 178H324Z" fill="#000" fill-opacity="0.08"/>
<ellipse cx="294" cy="178" rx="50" ry="8" fill="${p.dark}"/>
<ellipse cx="294" cy="179" rx="26" ry="4.5" fill="#fff6d6"/>
<circle cx="294" cy="110" r="6" fill="${p.shade}"/>`,
  }),
  cap: (p) => ({
    standing: true,
    floor: [214, 306, 128],
    body: `<path d="M224 266Q292 242 344 262Q364 276 342 290Q290 304 232 288Z" fill="${p.shade}"/>
<path d="M232 288Q290 304 342 290Q350 286 352 280Q296 296 230 280Z" fill="${p.dark}" fill-opacity="0.6"/>
<path d="M100 272Q92 162 190 134Q276 118 302 206Q310 236 300 262Q200 292 100 272Z" fill="${p.base}"/>
<path d="M196 130Q226 196 232 282L300 262Q310 236 302 206Q282 146 226 132Z" fill="#000" fill-opacity="0.06"/>
<path d="M100 272Q200 292 300 262L302 276Q200 304 102 284Z" fill="${p.shade}"/>
${seam(p, 'M196 130Q172 196 166 282M196 130Q226 196 232 282M196 130Q136 170 112 224')}
<ellipse cx="196" cy="130" rx="11" ry="5" fill="${p.dark}"/>
<circle cx="150" cy="180" r="3" fill="${p.dark}" fill-opacity="0.6"/><circle cx="246" cy="168" r="3" fill="${p.dark}" fill-opacity="0.6"/>`,
  }),
  jacket: (p) => ({
    standing: false,
    body: `<path d="M160 70L122 84Q100 92 94 118L70 300L106 308L126 186L126 330Q200 344 274 330L274 186L294 308L330 300L306 118Q300 92 278 84L240 70Z" fill="${p.base}" stroke="${p.base}" stroke-width="6" stroke-linejoin="round"/>
<path d="M160 70Q200 56 240 70L236 96Q200 84 164 96Z" fill="${p.shade}"/>
<path d="M164 96L200 150L180 168L150 104Z" fill="${p.dark}" fill-opacity="0.35"/><path d="M236 96L200 150L220 168L250 104Z" fill="${p.dark}" fill-opacity="0.35"/>
<path d="M198 120H202V332H198Z" fill="${p.dark}" fill-opacity="0.6"/>
<path d="M146 236H184V274H146ZM216 236H254V274H216Z" fill="${p.shade}"/>
<path d="M146 236H184M216 236H254" stroke="${p.dark}" stroke-opacity="0.45" stroke-width="4"/>
<path d="M74 274L70 300L106 308L110 282Z" fill="${p.shade}"/><path d="M326 274L330 300L294 308L290 282Z" fill="${p.shade}"/>
${seam(p, 'M122 84Q134 130 126 186M278 84Q266 130 274 186M126 318Q200 332 274 318')}`,
  }),
  giftcard: (p) => ({
    standing: false,
    body: `<g transform="rotate(7 200 214)"><rect x="78" y="150" width="252" height="164" rx="8" fill="${p.pale}"/>
<path d="M78 158L204 240L330 158" fill="none" stroke="${p.dark}" stroke-opacity="0.12" stroke-width="3"/></g>
<g transform="rotate(-9 210 190)"><rect x="92" y="116" width="240" height="150" rx="16" fill="${p.base}"/>
<path d="M92 216Q160 176 222 214Q282 250 332 206V250Q332 266 316 266H108Q92 266 92 250Z" fill="${p.shade}" fill-opacity="0.6"/>
<path d="M136 116V266M92 170H332" stroke="${p.light}" stroke-width="12"/>
<path d="M136 170L118 206M136 170L156 204" stroke="${p.light}" stroke-width="9" stroke-linecap="round"/>
<path d="M136 170Q96 150 100 132Q108 116 136 170Q164 116 172 132Q176 150 136 170Z" fill="${p.light}" stroke="${p.dark}" stroke-opacity="0.3" stroke-width="2" stroke-linejoin="round"/>
<circle cx="136" cy="170" r="9" fill="${p.light}" stroke="${p.dark}" stroke-opacity="0.3" stroke-width="2"/></g>`,
  }),
};

// One set of filters serves every product of a picture. Ids are prefixed: should a page ever inline
// the markup, ids are document-wide.
const DEFS = `<filter id="pa-drop" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="9" flood-color="#1b1b1b" flood-opacity="0.2"/></filter>
<filter id="pa-blur" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="7"/></filter>`;

/** Shapes come from seed data and other packages' JavaScript: an unknown one must not break a page. */
const hasDrawing = (shape: string): shape is ProductShape => Object.hasOwn(DRAWINGS, shape);

/** One product, drawn in a 400×400 box, with its shadow (`flat`: seen from above, as in a flat-lay). */
function product(shape: ProductShape, colours: Palette, flat = false): string {
  // A tote is the most neutral stand-in for a shape without a drawing.
  const drawing = DRAWINGS[hasDrawing(shape) ? shape : 'tote'](colours);
  if (!drawing.standing || flat || !drawing.floor) return `<g filter="url(#pa-drop)">${drawing.body}</g>`;
  const [cx, cy, rx] = drawing.floor;
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.round(rx / 9)}" fill="#1b1b1b" fill-opacity="0.22" filter="url(#pa-blur)"/>
<g>${drawing.body}</g>`;
}

/** A clean product picture (400×400, no text) of `shape` in `hue` (0–360), on a soft tinted backdrop. */
export function productArtSvg(shape: ProductShape, hue: number): string {
  const h = normalHue(hue);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs>${DEFS}
<linearGradient id="pa-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(h, 26, 95)}"/><stop offset="1" stop-color="${hsl(h, 18, 87)}"/></linearGradient>
<radialGradient id="pa-glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#pa-bg)"/>
<rect width="400" height="400" fill="url(#pa-glow)"/>
${product(shape, palette(h))}
</svg>`;
}

/** {@link productArtSvg} as a `data:` URL, for an `<img src>` where there is no server to serve it. */
export function productArtDataUrl(shape: ProductShape, hue: number): string {
  return `data:image/svg+xml,${encodeURIComponent(productArtSvg(shape, hue))}`;
}

/** The hue of a `#rgb`/`#rrggbb` colour; anything else counts as a neutral warm grey's hue. */
function hueOf(color: string): number {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return 30;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 30;
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return normalHue(sector * 60);
}

/** Where products lie in the flat-lay, by how many there are: centre x, y, scale, rotation. */
const LAYOUTS: [number, number, number, number][][] = [
  [[600, 820, 2.7, -5]],
  [
    [430, 540, 2.0, -8],
    [770, 1110, 2.0, 7],
  ],
  [
    [370, 440, 1.8, -8],
    [860, 800, 1.6, 9],
    [410, 1200, 1.8, 5],
  ],
  [
    [330, 420, 1.7, -8],
    [880, 500, 1.55, 9],
    [850, 1140, 1.7, -5],
    [330, 1190, 1.6, 7],
  ],
];

/**
 * The colours of the flat-lay's products, from the brand hue: related tones and one neutral, as a
 * styled shop photo would have, rather than four copies of the brand colour.
 */
const TONES = (h: number): Palette[] => [
  palette(h, 38, 54),
  palette(normalHue(h + 26), 32, 62),
  palette(36, 24, 74),
  palette(normalHue(h - 18), 40, 42),
];

/** For a shop without seeded products: a general store's mix rather than an empty backdrop. */
const FALLBACK_SHAPES: ProductShape[] = ['tshirt', 'sneaker', 'tote', 'mug'];

/**
 * The sign-in side picture of a shop (1200×1600, no text): up to four of `shapes` (the shop's own
 * products; duplicates ignored) laid out as a flat-lay on a backdrop in the family of `brand`, a hue
 * or a `#rrggbb` colour.
 */
export function signInArtSvg(brand: number | string, shapes: readonly ProductShape[]): string {
  const h = typeof brand === 'number' ? normalHue(brand) : hueOf(brand);
  const distinct = [...new Set(shapes)].filter(hasDrawing).slice(0, 4);
  const chosen = distinct.length > 0 ? distinct : FALLBACK_SHAPES;
  const layout = LAYOUTS[chosen.length - 1]!;
  const tones = TONES(h);
  const products = chosen
    .map((shape, index) => {
      const [cx, cy, scale, angle] = layout[index]!;
      return `<g transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale}) translate(-200 -200)">${product(shape, tones[index]!, true)}</g>`;
    })
    .join('\n');
  // A green sprig in the corners, as stylists add to a flat-lay: it frames the products whatever the brand.
  const leaf = (x: number, y: number, angle: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="46" ry="20" transform="rotate(${angle} ${x} ${y})"/>`;
  const sprig = (transform: string) =>
    `<g transform="${transform}" filter="url(#pa-drop)" fill="${hsl(140, 16, 54)}"><path d="M0 0Q70 120 120 300" fill="none" stroke="${hsl(140, 14, 40)}" stroke-width="6"/>
${leaf(30, 50, -30)}${leaf(86, 100, 40)}${leaf(70, 170, -35)}${leaf(126, 216, 45)}${leaf(96, 262, -40)}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600" viewBox="0 0 1200 1600">
<defs>${DEFS}
<linearGradient id="pa-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 30, 92)}"/><stop offset="1" stop-color="${hsl(h, 24, 84)}"/></linearGradient></defs>
<rect width="1200" height="1600" fill="url(#pa-bg)"/>
<circle cx="1000" cy="230" r="320" fill="${hsl(h, 34, 80)}" fill-opacity="0.55"/>
<rect x="-140" y="860" width="780" height="900" rx="390" fill="#fff" fill-opacity="0.35"/>
${sprig('translate(1090 1340) rotate(6)')}
${sprig('translate(-10 -20) rotate(-24)')}
${products}
</svg>`;
}

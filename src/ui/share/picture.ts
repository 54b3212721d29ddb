// A shareable picture drawn in the browser (canvas → PNG): a band in the site's brand with its name, a title,
// the content's lines, and a footer. It draws only the lines it is given — the screens pass what is already
// public or the user's own to share (a receipt's shared text, a draw's prizes, a number's hits), never a
// token, a balance or a credit figure (docs/numbers.md "Share as a picture").

export interface PictureContent {
  /** The first line under the brand band (e.g. "Receipt", "Magnum 19:00", "Number 1234"). */
  title: string;
  /** One smaller line under the title (a date, a summary); '' for none. */
  subtitle: string;
  /** The body, one text line each; a too-long line is wrapped. */
  lines: readonly string[];
  /** The last line, small (where it came from, when). */
  footer: string;
}

export interface PictureBrand {
  name: string;
  /** Band colour, and the ink readable on it. */
  primary: string;
  ink: string;
  accent: string;
}

/**
 * The layout, in canvas pixels (twice a 360 px phone width, so the PNG stays sharp on a phone's screen).
 * Exported for the browser test, which draws a line with the same font and place to compare pixels.
 */
export const PICTURE_LAYOUT = Object.freeze({
  width: 720,
  padding: 36,
  bandHeight: 96,
  brandFont: '700 40px system-ui, sans-serif',
  titleFont: '700 34px system-ui, sans-serif',
  subtitleFont: '26px system-ui, sans-serif',
  lineFont: '28px ui-monospace, "DejaVu Sans Mono", monospace',
  footerFont: '22px system-ui, sans-serif',
  titleTop: 150,
  subtitleGap: 42,
  firstLineGap: 64,
  lineHeight: 42,
  footerGap: 56,
  bottom: 36,
  background: '#ffffff',
  text: '#1c2430',
  muted: '#4a5463',
});

type Context = CanvasRenderingContext2D;

/** `text` in pieces no wider than `width` (by characters: numbers and codes have no spaces to break at). */
export function wrapLine(measure: (text: string) => number, text: string, width: number): string[] {
  if (measure(text) <= width) return [text];
  const out: string[] = [];
  let piece = '';
  for (const char of text) {
    if (piece !== '' && measure(piece + char) > width) {
      out.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece !== '') out.push(piece);
  return out;
}

/** The lines as drawn, each with its baseline y. */
export function layoutLines(
  context: Pick<Context, 'measureText' | 'font'>,
  content: PictureContent,
): { text: string; y: number }[] {
  const L = PICTURE_LAYOUT;
  context.font = L.lineFont;
  const width = L.width - 2 * L.padding;
  const wrapped = content.lines.flatMap((line) => wrapLine((text) => context.measureText(text).width, line, width));
  const first = L.titleTop + (content.subtitle === '' ? 0 : L.subtitleGap) + L.firstLineGap;
  return wrapped.map((text, index) => ({ text, y: first + index * L.lineHeight }));
}

/** Draws the picture on `canvas` (sized here). */
export function drawPicture(canvas: HTMLCanvasElement, content: PictureContent, brand: PictureBrand): void {
  const L = PICTURE_LAYOUT;
  const measuring = canvas.getContext('2d') as Context;
  const lines = layoutLines(measuring, content);
  const lastY = lines.at(-1)?.y ?? L.titleTop + (content.subtitle === '' ? 0 : L.subtitleGap);
  canvas.width = L.width;
  canvas.height = lastY + L.footerGap + L.bottom;
  const context = canvas.getContext('2d') as Context;
  context.fillStyle = L.background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = brand.primary;
  context.fillRect(0, 0, canvas.width, L.bandHeight);
  context.fillStyle = brand.accent;
  context.fillRect(0, L.bandHeight, canvas.width, 6);
  context.textBaseline = 'alphabetic';
  context.fillStyle = brand.ink;
  context.font = L.brandFont;
  context.fillText(brand.name, L.padding, 62, L.width - 2 * L.padding);
  context.fillStyle = L.text;
  context.font = L.titleFont;
  context.fillText(content.title, L.padding, L.titleTop, L.width - 2 * L.padding);
  if (content.subtitle !== '') {
    context.fillStyle = L.muted;
    context.font = L.subtitleFont;
    context.fillText(content.subtitle, L.padding, L.titleTop + L.subtitleGap, L.width - 2 * L.padding);
  }
  context.fillStyle = L.text;
  context.font = L.lineFont;
  for (const line of lines) context.fillText(line.text, L.padding, line.y);
  context.fillStyle = L.muted;
  context.font = L.footerFont;
  context.fillText(content.footer, L.padding, lastY + L.footerGap, L.width - 2 * L.padding);
}

/** The picture as a PNG. */
export function pictureBlob(content: PictureContent, brand: PictureBrand, doc: Document = document): Promise<Blob> {
  const canvas = doc.createElement('canvas');
  drawPicture(canvas, content, brand);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob === null ? reject(new Error('no PNG from the canvas')) : resolve(blob)), 'image/png'),
  );
}

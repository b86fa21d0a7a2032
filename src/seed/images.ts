/**
 * Photographs made at seed time with sharp, so that the demo ships no image files: a sky and a ground
 * in the demo's colours, a sun, and grain drawn from the seed, so that JPEG sizes and decoding costs are
 * those of real photos rather than of flat colour.
 */
import sharp from 'sharp';

export interface SceneOptions {
  width: number;
  height: number;
  /** Top of the sky, horizon, ground: CSS colours. */
  palette: readonly [string, string, string];
  /** Grain drawn from this generator: the same seed makes the same bytes. */
  random: () => number;
  /** How far grain moves a channel value, ±; 18 unless given (a high-ISO shot is about 30). */
  grain?: number;
  /** EXIF orientation (1 to 8): the pixels are stored as the camera held them, the tag says how to turn them. */
  orientation?: number;
  /** EXIF DateTimeOriginal, `YYYY:MM:DD HH:MM:SS`, with OffsetTimeOriginal when given. */
  takenAt?: string;
  offset?: string;
  quality?: number;
}

/** A JPEG of the scene. */
export async function sceneJpeg(options: SceneOptions): Promise<Buffer> {
  const { width, height } = options;
  const { data, info } = await sharp(Buffer.from(sceneSvg(options))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  addGrain(data, options.grain ?? 18, options.random);
  let image = sharp(data, { raw: { width, height, channels: info.channels } });
  if (options.takenAt) image = image.withExif({ IFD2: { DateTimeOriginal: options.takenAt, ...(options.offset ? { OffsetTimeOriginal: options.offset } : {}) } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: options.quality ?? 90 }).toBuffer();
}

function sceneSvg({ width, height, palette: [sky, horizon, ground], random }: SceneOptions): string {
  const sun = { x: width * (0.15 + 0.7 * random()), y: height * (0.15 + 0.35 * random()), r: Math.min(width, height) * (0.05 + 0.1 * random()) };
  const land = height * (0.55 + 0.25 * random());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sun.x.toFixed(0)}" cy="${sun.y.toFixed(0)}" r="${sun.r.toFixed(0)}" fill="#fff1c9" opacity="0.85"/>
  <path d="M0 ${land.toFixed(0)} Q ${(width / 2).toFixed(0)} ${(land - height * 0.12 * random()).toFixed(0)} ${width} ${land.toFixed(0)} V ${height} H 0 Z" fill="${ground}"/>
</svg>`;
}

/**
 * Grain: each value moved by the sum of two uniform draws (a triangle around 0), clamped. A small
 * generator of its own (xorshift), seeded from `random`: 72 million values for 24 megapixels.
 */
function addGrain(pixels: Buffer, amount: number, random: () => number): void {
  let state = Math.floor(random() * 0xffffffff) | 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  for (let i = 0; i < pixels.length; i++) {
    const value = pixels[i] + (next() + next() - 1) * amount;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
}

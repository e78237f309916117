import sharp from 'sharp';

/** A subset of the CSS3 named colours Europeana's COLOURPALETTE facet uses (hex, upper case). */
const NAMED: readonly string[] = [
  '#000000', '#696969', '#808080', '#A9A9A9', '#C0C0C0', '#D3D3D3', '#DCDCDC', '#F5F5F5', '#FFFFFF', '#2F4F4F',
  '#800000', '#A52A2A', '#8B4513', '#A0522D', '#D2691E', '#CD853F', '#D2B48C', '#DEB887', '#F5DEB3', '#F5F5DC',
  '#556B2F', '#808000', '#6B8E23', '#BDB76B', '#F0E68C', '#DAA520', '#B8860B', '#FFD700', '#FFA500', '#FF8C00',
  '#B22222', '#8B0000', '#FF0000', '#CD5C5C', '#BC8F8F', '#FA8072', '#006400', '#008000', '#228B22', '#2E8B57',
  '#8FBC8F', '#191970', '#000080', '#00008B', '#4682B4', '#708090', '#778899', '#B0C4DE', '#87CEEB', '#5F9EA0',
  '#008080', '#4B0082', '#800080', '#483D8B', '#FAF0E6', '#FAEBD7', '#FFDEAD', '#FFE4B5',
];

const RGB = NAMED.map((hex) => [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)));

export interface ImageColours {
  /** Named colours covering at least 8% of the image, most frequent first (at most 6). */
  readonly palette: string[];
  /** False for greyscale images. */
  readonly colour: boolean;
}

/** Computes the colour palette of an image file from a 24x24 downscale. */
export async function imageColours(file: string): Promise<ImageColours> {
  const pixels = await sharp(file).resize(24, 24, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const counts = new Map<number, number>();
  let chroma = 0;
  const total = pixels.length / 3;
  for (let offset = 0; offset < pixels.length; offset += 3) {
    const r = pixels[offset] ?? 0;
    const g = pixels[offset + 1] ?? 0;
    const b = pixels[offset + 2] ?? 0;
    chroma += Math.max(r, g, b) - Math.min(r, g, b);
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    RGB.forEach(([nr = 0, ng = 0, nb = 0], index) => {
      const distance = (r - nr) ** 2 + (g - ng) ** 2 + (b - nb) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = index;
      }
    });
    counts.set(best, (counts.get(best) ?? 0) + 1);
  }
  const palette = [...counts.entries()]
    .filter(([, count]) => count / total >= 0.08)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 6)
    .map(([index]) => NAMED[index] ?? '#000000');
  return { palette, colour: chroma / total > 18 };
}

/**
 * Names for the colours of the `COLOURPALETTE` facet (spec section 3), which the Search API gives as hex codes
 * of CSS named colours (`#2F4F4F`). The table holds the palette the local services extract colours with
 * (services/seed/colours.ts); its names are messages (`colours.{key}`) in every interface language. A code
 * outside the table gets the name of the nearest colour in it, so every swatch has a word beside it. Issue 26,
 * item 9: the colour filter was a list of hex codes.
 */

/** Hex code (upper case) → message key under `colours.` (the CSS colour name). */
export const PALETTE: Readonly<Record<string, string>> = {
  '#000000': 'black', '#696969': 'dimgray', '#808080': 'gray', '#A9A9A9': 'darkgray', '#C0C0C0': 'silver',
  '#D3D3D3': 'lightgray', '#DCDCDC': 'gainsboro', '#F5F5F5': 'whitesmoke', '#FFFFFF': 'white', '#2F4F4F': 'darkslategray',
  '#800000': 'maroon', '#A52A2A': 'brown', '#8B4513': 'saddlebrown', '#A0522D': 'sienna', '#D2691E': 'chocolate',
  '#CD853F': 'peru', '#D2B48C': 'tan', '#DEB887': 'burlywood', '#F5DEB3': 'wheat', '#F5F5DC': 'beige',
  '#556B2F': 'darkolivegreen', '#808000': 'olive', '#6B8E23': 'olivedrab', '#BDB76B': 'darkkhaki', '#F0E68C': 'khaki',
  '#DAA520': 'goldenrod', '#B8860B': 'darkgoldenrod', '#FFD700': 'gold', '#FFA500': 'orange', '#FF8C00': 'darkorange',
  '#B22222': 'firebrick', '#8B0000': 'darkred', '#FF0000': 'red', '#CD5C5C': 'indianred', '#BC8F8F': 'rosybrown',
  '#FA8072': 'salmon', '#006400': 'darkgreen', '#008000': 'green', '#228B22': 'forestgreen', '#2E8B57': 'seagreen',
  '#8FBC8F': 'darkseagreen', '#191970': 'midnightblue', '#000080': 'navy', '#00008B': 'darkblue', '#4682B4': 'steelblue',
  '#708090': 'slategray', '#778899': 'lightslategray', '#B0C4DE': 'lightsteelblue', '#87CEEB': 'skyblue', '#5F9EA0': 'cadetblue',
  '#008080': 'teal', '#4B0082': 'indigo', '#800080': 'purple', '#483D8B': 'darkslateblue', '#FAF0E6': 'linen',
  '#FAEBD7': 'antiquewhite', '#FFDEAD': 'navajowhite', '#FFE4B5': 'moccasin',
};

const HEX = /^#([0-9a-f]{6})$/i;

function rgb(hex: string): readonly [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const ENTRIES = Object.entries(PALETTE).map(([hex, key]) => ({ key, rgb: rgb(hex) }));

/**
 * The message key of a palette colour (`colours.darkslategray` for `#2F4F4F`), or of the nearest palette colour
 * for another hex code; `undefined` for a value that is not a hex code.
 */
export function colourNameKey(value: string): string | undefined {
  if (!HEX.test(value)) return undefined;
  const exact = PALETTE[value.toUpperCase()];
  if (exact) return `colours.${exact}`;
  const [r, g, b] = rgb(value);
  let best = ENTRIES[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of ENTRIES) {
    const distance = (r - entry.rgb[0]) ** 2 + (g - entry.rgb[1]) ** 2 + (b - entry.rgb[2]) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = entry;
    }
  }
  return best ? `colours.${best.key}` : undefined;
}

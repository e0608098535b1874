/** A picture's address with the width the page asks for (IMAGE_WIDTH_*: the product asks 750, 216 or 200). */
export function sized(url: string, width: number): string {
  if (!url) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

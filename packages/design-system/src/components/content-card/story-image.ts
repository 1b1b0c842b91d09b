import { light } from '../../tokens/themes/light';

/**
 * Stand-in pictures for card stories: inline SVG data addresses (no network, no server media), drawn in theme
 * colours so no raw colour lives outside the token files.
 */
export function storyImage(
  shape: 'wide' | 'square' = 'wide',
  colour: string = light.color.brand.primary,
): string {
  const [w, h] = shape === 'wide' ? [320, 180] : [96, 96];
  const r = Math.min(w, h) / 4;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${colour}"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="${light.color.surface.raised}" opacity="0.85"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${r / 2}" fill="${light.color.brand.accent}"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A picture per colour of the theme's content kinds. */
export const storyImages = {
  watch: storyImage('wide', light.color.category.watch),
  think: storyImage('wide', light.color.category.think),
  solve: storyImage('wide', light.color.category.solve),
  play: storyImage('wide', light.color.category.play),
  quest: storyImage('square', light.color.category.think),
  product: storyImage('square', light.color.category.play),
  plan: storyImage('wide', light.color.brand.primary),
} as const;

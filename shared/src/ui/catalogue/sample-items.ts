/**
 * Order lines for the catalogue's stories: realistic names, variants and prices, drawn with the demo
 * product art (data URLs, so the static catalogue needs no server).
 */
import { type ProductShape, productArtDataUrl } from '../../demo/product-art';

/** An order line as the selection step shows it. */
export interface SampleItem {
  id: string;
  name: string;
  /** Size, colour… as the shop sends it. */
  variant: string;
  price: number;
  currency: string;
  quantity: number;
  image: string;
}

const item = (
  id: string,
  name: string,
  variant: string,
  price: number,
  quantity: number,
  shape: ProductShape,
  hue: number,
): SampleItem => ({
  id,
  name,
  variant,
  price,
  currency: 'EUR',
  quantity,
  image: productArtDataUrl(shape, hue),
});

/** A sweater, a T-shirt, sneakers and a tote. */
export const SAMPLE_ITEMS: SampleItem[] = [
  item('sweater', 'Merino crew-neck sweater', 'Size M · Navy', 89.95, 1, 'sweater', 215),
  item('tshirt', 'Organic cotton T-shirt', 'Size L · Sand', 24.95, 3, 'tshirt', 38),
  item('sneaker', 'Leather court sneakers', 'EU 42 · White', 129, 1, 'sneaker', 20),
  item('tote', 'Canvas tote bag', 'One size · Olive', 19.5, 2, 'tote', 85),
];

/** The sweater: the item most stories show. */
export const SAMPLE_ITEM = SAMPLE_ITEMS[0]!;

/** A product picture that fails to load (a 404 on the shop's CDN), without a request leaving the machine. */
export const BROKEN_IMAGE_URL = './missing-product-picture.jpg';

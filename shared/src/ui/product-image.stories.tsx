import type { Story, StoryDefault } from '@ladle/react';
import { BROKEN_IMAGE_URL, SAMPLE_ITEM, SAMPLE_ITEMS } from './catalogue/sample-items';
import { Specimen, Specimens } from './catalogue/specimen';
import { ProductImage } from './product-image';

export default {
  title: 'Content/Product image',
} satisfies StoryDefault;

/** A product's picture. */
export const WithPicture: Story = () => <ProductImage src={SAMPLE_ITEM.image} alt={SAMPLE_ITEM.name} eager />;
WithPicture.storyName = 'With a picture';

/** No picture: the drawn placeholder, same size. */
export const Placeholder: Story = () => <ProductImage src={null} alt="Gift card" />;
Placeholder.storyName = 'Placeholder without a picture';

/** The picture fails to load: the placeholder takes its place. */
export const BrokenUrl: Story = () => <ProductImage src={BROKEN_IMAGE_URL} alt="Linen shirt" eager />;
BrokenUrl.storyName = 'Broken URL';

/** Sizes the portal uses, and every sample product. */
export const Sizes: Story = () => (
  <Specimens>
    {[48, 72, 96, 160].map((size) => (
      <Specimen key={size} label={`${size} px`}>
        <ProductImage src={SAMPLE_ITEM.image} alt={SAMPLE_ITEM.name} size={size} eager />
      </Specimen>
    ))}
    <Specimen label="Placeholder, 48 px">
      <ProductImage alt="Gift card" size={48} />
    </Specimen>
  </Specimens>
);

/** Every sample product. */
export const Gallery: Story = () => (
  <Specimens>
    {SAMPLE_ITEMS.map((item) => (
      <Specimen key={item.id} label={item.name}>
        <ProductImage src={item.image} alt={item.name} size={120} eager />
      </Specimen>
    ))}
  </Specimens>
);

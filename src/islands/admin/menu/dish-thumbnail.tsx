import { photoSources } from '@/domain/photo-sources';

/** A dish's photo at thumbnail size (decorative: the dish's name is beside it), dimmed when archived. */
export function DishThumbnail({ image, dimmed = false }: { image: string; dimmed?: boolean }) {
  return (
    <img
      {...photoSources(image, [192])}
      sizes="96px"
      alt=""
      width={96}
      height={72}
      loading="lazy"
      className={`aspect-[4/3] w-24 shrink-0 rounded-lg bg-brand-50 object-cover ${dimmed ? 'opacity-50' : ''}`}
    />
  );
}

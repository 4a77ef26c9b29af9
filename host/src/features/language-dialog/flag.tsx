/** A language's flag, decorative next to the language's name. */
import { flagCode } from '@portal/shared';

/** The flag image. */
export function Flag({ lang }: { lang: string }) {
  return (
    <img
      className="rp-flag"
      src={`${__PUBLIC_PATH__}flags/${flagCode(lang)}.svg`}
      alt=""
      width={24}
      height={18}
    />
  );
}

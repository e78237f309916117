import { fragmentFrames } from '../text/html-fragment.ts';

/** What the consent gate needs of an embed: its frame's https source and a title. */
export interface EmbedSource {
  readonly src: string;
  readonly title: string | undefined;
  readonly provider: string;
}

/**
 * The frame of an embed field (editors paste the provider's `<iframe>` code, or just its URL). Only an https
 * frame is kept, and it loads through the consent gate (src/components/consent/EmbedGate.astro); scripts and
 * everything else in the field are dropped.
 */
export function embedSource(embed: string | null | undefined): EmbedSource | undefined {
  const code = (embed ?? '').trim();
  if (code === '') return undefined;
  let src: string | undefined;
  let title: string | undefined;
  if (/^https:\/\//i.test(code)) src = code;
  else {
    const [frame] = fragmentFrames(code);
    src = frame?.src;
    title = frame?.title;
  }
  if (src === undefined || !URL.canParse(src)) return undefined;
  const url = new URL(src);
  if (url.protocol !== 'https:') return undefined;
  return { src: url.toString(), title, provider: url.hostname.replace(/^www\./, '') };
}

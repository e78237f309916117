import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $likedIds, $likesBusy, loadLikes, toggleLike } from './likes.ts';

export interface LikeButtonProps {
  readonly itemId: string;
  /** Translated on the server: like, unlike (pressed state is announced by aria-pressed). */
  readonly labelLike: string;
  readonly labelLiked: string;
  /** Compact button for item cards. */
  readonly compact?: boolean;
  /**
   * Whether the item is liked as the server knows it (the likes loaded after login, kept in the
   * session): the button renders in that state at once, before the likes are fetched again.
   */
  readonly liked?: boolean | undefined;
}

/** Like / unlike an item (item page and item cards); the likes are shared by every button of the page. */
export default function LikeButton({ itemId, labelLike, labelLiked, compact = false, liked: initial }: LikeButtonProps) {
  const fromStore = useStore($likedIds).has(itemId);
  const busy = useStore($likesBusy).has(itemId);
  // Until this page's likes have been fetched, the server's state is shown.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void loadLikes().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const liked = loaded || initial === undefined ? fromStore : initial;
  return (
    <button
      type="button"
      className={compact ? 'button secondary like-button compact' : 'button secondary like-button'}
      aria-pressed={liked}
      aria-busy={busy}
      data-qa={compact ? 'card-like' : 'item-like'}
      data-item-id={itemId}
      onClick={() => {
        // A click before the likes arrived waits for them, so it likes or unlikes what it shows.
        void loadLikes().then(() => toggleLike(itemId));
      }}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? labelLiked : labelLike}
    </button>
  );
}

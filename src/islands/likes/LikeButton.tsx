import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $likedIds, $likesBusy, loadLikes, toggleLike } from '../../stores/likes.ts';

export interface LikeButtonProps {
  readonly itemId: string;
  /** Translated on the server: like, unlike (pressed state is announced by aria-pressed). */
  readonly labelLike: string;
  readonly labelLiked: string;
  /** Compact button for item cards. */
  readonly compact?: boolean;
}

/** Like / unlike an item (item page and item cards); the likes are shared by every button of the page. */
export default function LikeButton({ itemId, labelLike, labelLiked, compact = false }: LikeButtonProps) {
  const liked = useStore($likedIds).has(itemId);
  const busy = useStore($likesBusy).has(itemId);
  useEffect(() => {
    void loadLikes();
  }, []);
  return (
    <button
      type="button"
      className={compact ? 'button secondary like-button compact' : 'button secondary like-button'}
      aria-pressed={liked}
      aria-busy={busy}
      data-qa={compact ? 'card-like' : 'item-like'}
      data-item-id={itemId}
      onClick={() => {
        void toggleLike(itemId);
      }}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? labelLiked : labelLike}
    </button>
  );
}

// A figure not answered yet: a grey bar as wide as `like` would be (a typical value, never shown or read
// out), so the layout does not move when the real figure comes. Styled by `.skeleton` in styles.css.
export function Skeleton({ like }: { like: string }) {
  return (
    <span className="skeleton" aria-hidden="true">
      {like}
    </span>
  );
}

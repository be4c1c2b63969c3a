// The horizontal rule block: a thematic break.
export function HorizontalRuleRender() {
  return <hr className="sb-rule" />;
}

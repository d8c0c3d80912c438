// The rules pages' pure helpers: routes, escaping, links and anchors.
import { escapeHtml, headingId, rulesGameOf, rulesRoute, safeHref } from './rules-text';

describe('rules routes', () => {
  it('round-trips every game and refuses anything else', () => {
    for (const game of ['captains-war', 'fifteen-men', 'eollis'])
      expect(rulesGameOf(rulesRoute(game))).toBe(game);
    expect(rulesGameOf('#/rules/chess')).toBeNull();
    expect(rulesGameOf('#/join/ABC')).toBeNull();
    expect(rulesGameOf('#/rules/eollis/x')).toBeNull();
  });
});

describe('rules rendering helpers', () => {
  it('escapes markup so raw HTML in a document shows as text', () => {
    expect(escapeHtml('<script>alert("x")</script> & \'y\'')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('keeps only absolute http(s) links', () => {
    expect(safeHref('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('packages/rules/src/eollis/')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
  });

  it('gives headings stable anchors', () => {
    expect(headingId('Decisions where the rulebook is silent')).toBe(
      'rules-decisions-where-the-rulebook-is-silent',
    );
    expect(headingId('Pirates (29), guards (4)')).toBe('rules-pirates-29-guards-4');
    expect(headingId('—')).toBe('rules-section');
  });
});

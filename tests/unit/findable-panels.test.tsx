// @vitest-environment jsdom
// Hidden FAQ answers and inactive tab panels are searched by the browser's find-in-page
// (hidden="until-found"), and a match inside opens them (the `beforematch` event).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqList } from '@/components/FaqList';
import { ContentTabs } from '@/components/ContentTabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(tree: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(tree));
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('find-in-page in hidden panels', () => {
  it('searches closed FAQ answers and opens the one a match is in', async () => {
    const items = [
      { question: 'Do you deliver to Conroe?', answer: 'Yes, next day.' },
      { question: 'Is there a minimum order?', answer: 'It is $125.00.' },
    ];
    const container = await render(<FaqList items={items} />);
    const buttons = container.querySelectorAll('button');
    const answers = [...container.querySelectorAll<HTMLElement>('[id$="-answer-0"], [id$="-answer-1"]')];
    expect(answers.map((a) => a.getAttribute('hidden'))).toEqual(['until-found', 'until-found']);

    await act(async () => answers[1]!.dispatchEvent(new Event('beforematch')));
    expect(buttons[1]!.getAttribute('aria-expanded')).toBe('true');
    expect(answers[1]!.hasAttribute('hidden')).toBe(false);
    expect(answers[0]!.getAttribute('hidden')).toBe('until-found');

    // Closed again by its button: searchable again.
    await act(async () => buttons[1]!.click());
    expect(answers[1]!.getAttribute('hidden')).toBe('until-found');
  });

  it('searches inactive tab panels and shows the tab a match is in', async () => {
    const container = await render(
      <ContentTabs
        label="Grass details"
        tabs={[
          { value: 'care', label: 'Care', panel: <p>Water twice a week.</p> },
          { value: 'compare', label: 'Compare', panel: <p>Shade tolerance</p> },
        ]}
      />,
    );
    const [care, compare] = [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(care!.hasAttribute('hidden')).toBe(false);
    expect(compare!.getAttribute('hidden')).toBe('until-found');
    // Only the panel on show is a tab stop.
    expect([care!.tabIndex, compare!.tabIndex]).toEqual([0, -1]);

    await act(async () => compare!.dispatchEvent(new Event('beforematch')));
    expect(container.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe('Compare');
    expect(compare!.hasAttribute('hidden')).toBe(false);
    expect(care!.getAttribute('hidden')).toBe('until-found');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_CATEGORIES, DRAFT_PROMPT_GROUPS, categoryIntent } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { TemplateLibrary } from './template-library';

describe('template library', () => {
  it('lists the prompts by group; a prompt fills the intent', async () => {
    const onIntent = jest.fn();
    renderWithPlatform(<TemplateLibrary onIntent={onIntent} />);
    const prompts = screen.getByRole('region', { name: 'Template prompts' });
    for (const group of DRAFT_PROMPT_GROUPS) {
      expect(within(prompts).getByRole('heading', { name: group.title })).toBeInTheDocument();
    }
    expect(within(prompts).getAllByRole('button')).toHaveLength(
      DRAFT_PROMPT_GROUPS.flatMap((group) => group.prompts).length,
    );
    const [prompt] = DRAFT_PROMPT_GROUPS[0]!.prompts;
    await userEvent.setup().click(within(prompts).getByRole('button', { name: prompt }));
    expect(onIntent).toHaveBeenCalledWith(prompt);
  });

  it('lists the document categories; Use fills the intent with the category', async () => {
    const onIntent = jest.fn();
    renderWithPlatform(<TemplateLibrary onIntent={onIntent} />);
    const categories = screen.getByRole('region', { name: 'Document categories' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(DRAFT_CATEGORIES.map((category) => `${category}Use`));
    const last = DRAFT_CATEGORIES[DRAFT_CATEGORIES.length - 1]!;
    await userEvent.setup().click(within(categories).getByRole('button', { name: `Use ${last}` }));
    expect(onIntent).toHaveBeenCalledWith(categoryIntent(last));
  });
});

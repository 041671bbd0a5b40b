/** @jest-environment jsdom */
// The avatar shows initials until the photo has loaded, and keeps them when the photo fails.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { system } from '@/components/ui/system';
import { initialsOf, userMenuButtonProps, UserAvatar } from './user-avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  Ada  King  Lovelace ')).toBe('AL');
    expect(initialsOf('Ada')).toBe('A');
    expect(initialsOf('   ')).toBe('');
  });
});

describe('userMenuButtonProps', () => {
  it('names the button "User menu" with the initials it shows, so the name holds its visible text', () => {
    expect(userMenuButtonProps('Eddie Editor')['aria-label']).toBe('User menu, EE');
    expect(userMenuButtonProps('ada lovelace')['aria-label']).toBe('User menu, AL');
    expect(userMenuButtonProps('  ')['aria-label']).toBe('User menu');
  });
});

describe('UserAvatar', () => {
  const draw = (photo: string | null) =>
    render(
      <ChakraProvider value={system}>
        <UserAvatar name="Ada Lovelace" photo={photo} />
      </ChakraProvider>,
    );

  it('shows the initials when there is no photo', () => {
    const { container } = draw(null);
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the photo once loaded, and the initials again when it fails', () => {
    const { container } = draw('https://files.example.com/ada.jpg');
    const img = container.querySelector('img')!;
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(img).not.toBeVisible();
    fireEvent.load(img);
    expect(screen.queryByText('AL')).toBeNull();
    expect(img).toBeVisible();
    fireEvent.error(img);
    expect(screen.getByText('AL')).toBeInTheDocument();
  });
});

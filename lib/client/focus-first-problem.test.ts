/** @jest-environment jsdom */
// Where a failed save takes the person: the first field marked invalid in the order the form shows them
// (its control, or the first control inside a field whose control is not itself marked), else the error.
import { firstProblem } from './focus-first-problem';

function form(html: string): HTMLElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
}

describe('firstProblem', () => {
  it('is the first invalid control in the order shown, not the first one registered', () => {
    const element = form('<input name="name"><div data-invalid><input id="price" aria-invalid="true"></div><input id="slug" aria-invalid="true">');
    expect(firstProblem(element)?.id).toBe('price');
  });

  it('is the first control inside an invalid field whose own control carries no mark', () => {
    const element = form('<div role="alert">Fix the fields below</div><div data-invalid><label>Categories</label><button type="button" id="pick">Choose</button></div>');
    expect(firstProblem(element)?.id).toBe('pick');
  });

  it('is the form’s error message when no field is marked', () => {
    const element = form('<input name="name"><div role="alert" id="error">Not saved</div>');
    expect(firstProblem(element)?.id).toBe('error');
  });

  it('is nothing when there is nothing to show', () => {
    expect(firstProblem(form('<input name="name">'))).toBeNull();
  });
});

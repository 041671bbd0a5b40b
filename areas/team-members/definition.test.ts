import { registrationNumberProblem, teamMemberSchema } from './definition';

const base = { name: 'Dr A', slug: 'dr-a', job_title: 'GP', is_medical_reviewer: true };

describe('team member registration numbers', () => {
  it.each([
    ['GPhC', '2087654', null],
    ['GPhC', '208765', 'A GPhC number is 7 digits'],
    ['GMC', '7123456', null],
    ['GMC', '71234567', 'A GMC number is 7 digits'],
    ['NMC', '09A1234E', null],
    ['NMC', '091234E', expect.stringContaining('An NMC number is 2 digits, a letter')],
    ['HCPC', 'PH12345', null],
    ['HCPC', 'DT123456', null],
    ['HCPC', 'PH1234', expect.stringContaining('2 letters then 5 or 6 digits')],
    ['HCPC', 'P123456', expect.stringContaining('2 letters')],
  ] as const)('%s %s', (body, number, problem) => {
    expect(registrationNumberProblem(body, number)).toEqual(problem);
  });

  it('needs a number unless the body is none, and none takes no number', () => {
    expect(registrationNumberProblem('GMC', null)).toBe('A GMC registration number is required');
    expect(registrationNumberProblem('none', null)).toBeNull();
    expect(registrationNumberProblem('none', '1234567')).toMatch(/Leave the number empty/);
  });

  it('normalises the number before checking it and reports it on the field', () => {
    expect(teamMemberSchema.parse({ ...base, registration_body: 'NMC', registration_number: ' 09a 1234e ' }).registration_number).toBe('09A1234E');
    const bad = teamMemberSchema.safeParse({ ...base, registration_body: 'GMC', registration_number: '12' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['registration_number']);
    expect(teamMemberSchema.parse({ ...base, registration_body: 'none', registration_number: '' })).toMatchObject({ registration_number: null, position: 0 });
  });
});

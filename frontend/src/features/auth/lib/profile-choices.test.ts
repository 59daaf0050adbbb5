import { describe, expect, it } from 'vitest';
import { afterChoosing, pickerOptions, yearLabel, type ProfileChoices } from './profile-choices';

const choices: ProfileChoices = {
  colleges: [
    { name: 'NIT Trichy', courses: [{ name: 'MBA', years: 2 }] },
    {
      name: 'IIT Delhi',
      courses: [
        { name: 'B.Tech', years: 4 },
        { name: 'M.Tech', years: 2 },
      ],
    },
  ],
};

describe('profile pickers', () => {
  it('offers the colleges, the chosen college’s courses and the chosen course’s years', () => {
    expect(pickerOptions(choices, { college: 'IIT Delhi', course: 'M.Tech', year: '' })).toEqual({
      colleges: ['IIT Delhi', 'NIT Trichy'],
      courses: ['B.Tech', 'M.Tech'],
      years: ['1', '2'],
    });
    // No course yet: the college's longest course; no college: four years.
    expect(pickerOptions(choices, { college: 'IIT Delhi', course: '', year: '' }).years).toEqual(['1', '2', '3', '4']);
    expect(pickerOptions(choices, { college: '', course: '', year: '' })).toEqual({
      colleges: ['IIT Delhi', 'NIT Trichy'],
      courses: [],
      years: ['1', '2', '3', '4'],
    });
  });

  it('keeps a stored value the catalogue no longer lists on offer', () => {
    const options = pickerOptions(choices, { college: 'Old College', course: 'BSc', year: 'final' });
    expect(options.colleges[0]).toBe('Old College');
    expect(options.courses).toEqual(['BSc']);
    expect(options.years).toContain('final');
  });

  it('clears a course the new college lacks and a year past the new course', () => {
    expect(afterChoosing(choices, 'college', { college: 'NIT Trichy', course: 'B.Tech', year: '3' })).toEqual({
      course: '',
      year: '',
    });
    expect(afterChoosing(choices, 'course', { college: 'IIT Delhi', course: 'M.Tech', year: '3' })).toEqual({
      course: 'M.Tech',
      year: '',
    });
    expect(afterChoosing(choices, 'course', { college: 'IIT Delhi', course: 'B.Tech', year: '3' })).toEqual({
      course: 'B.Tech',
      year: '3',
    });
  });

  it('words years as the wizard does', () => {
    expect(['1', '2', '3', '4', '11', '21'].map(yearLabel)).toEqual([
      '1st Year',
      '2nd Year',
      '3rd Year',
      '4th Year',
      '11th Year',
      '21st Year',
    ]);
    expect(yearLabel('final')).toBe('final');
  });
});

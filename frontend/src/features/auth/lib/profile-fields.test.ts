import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { verifiedUser as user } from '@/testing/fixtures';
import { profileFieldsOf, profileRefusal } from './profile-fields';

describe('profile fields (one mapping for the overlay and the profile screen)', () => {
  it('turns values nobody filled in into empty fields, never the text "null"', () => {
    expect(
      profileFieldsOf({ ...user, fullName: null, mobileNumber: null, year: null, college: null, course: null }),
    ).toEqual({
      fullName: '',
      email: 'asha@example.com',
      mobileNumber: '',
      college: '',
      course: '',
      year: '',
    });
    expect(profileFieldsOf({ ...user, mobileNumber: '9876543210', year: '2' })).toMatchObject({
      mobileNumber: '9876543210',
      year: '2',
    });
  });

  it("puts the server's reasons on the fields they are about, in the form's words", () => {
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION.FAILED',
      message: 'Validation failed',
      errors: [
        { field: 'mobileNumber', message: 'mobileNumber must be 7 to 15 digits' },
        { field: 'year', message: 'year must be shorter than or equal to 20 characters' },
      ],
    });
    expect(profileRefusal(refused)).toEqual({
      fields: {
        mobileNumber: 'Mobile Number must be 7 to 15 digits',
        year: 'Year must be shorter than or equal to 20 characters',
      },
      form: undefined,
    });
  });

  it('says why for the form when no field is to blame', () => {
    expect(
      profileRefusal(
        new ApiError({ status: 413, code: 'USER.AVATAR_TOO_LARGE', message: 'Avatar must be at most 2 MB' }),
      ),
    ).toEqual({
      fields: {},
      form: 'Avatar must be at most 2 MB',
    });
    expect(profileRefusal(new ApiError({ status: 0, code: 'CLIENT.NETWORK_ERROR', message: 'offline' })).form).toBe(
      'Your information was not saved. Please try again',
    );
  });

  it('points e-mail change refusals at the current password', () => {
    expect(profileRefusal(new ApiError({ status: 401, code: 'AUTH.WRONG_PASSWORD', message: 'x' })).fields).toEqual({
      currentPassword: 'Current password is incorrect',
    });
  });
});

import type { UserRow } from '../database/schema';
import { avatarUrl } from './avatar';
import type { UserDto } from './dto/user.dto';

export function presentUser(row: UserRow): UserDto {
  return {
    _id: row.id,
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    avatar: row.avatarKey ? avatarUrl(row.avatarKey) : null,
    course: row.course,
    year: row.year,
    college: row.college,
    mobileNumber: row.mobileNumber,
    isVerified: row.isVerified,
    isInformationComplete: row.isInformationComplete,
    points: row.points,
    isAdmin: row.isAdmin,
  };
}

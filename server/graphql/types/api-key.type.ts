import { Field, ID, ObjectType } from 'type-graphql';
import type { ApiKey } from '../../db/models/index.js';

@ObjectType('ApiKey')
export class ApiKeyType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The first characters of the key, to tell keys apart.' }) prefix!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
  @Field(() => Boolean) active!: boolean;

  static from(key: ApiKey): ApiKeyType {
    return Object.assign(new ApiKeyType(), {
      id: key.id,
      name: key.name,
      prefix: key.prefix,
      createdAt: key.createdAt,
      lastUsedAt: key.lastUsedAt,
      revokedAt: key.revokedAt,
      active: !key.revokedAt,
    });
  }
}

@ObjectType({ description: 'A new key. The secret is shown here once and never again.' })
export class CreatedApiKey {
  @Field(() => ApiKeyType) key!: ApiKeyType;
  @Field(() => String) secret!: string;
}

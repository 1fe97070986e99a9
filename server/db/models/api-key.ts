import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export class ApiKey extends Model<InferAttributes<ApiKey>, InferCreationAttributes<ApiKey>> {
  declare id: string;
  declare accountId: string;
  declare name: string;
  /** The first characters of the secret, shown so a person can tell keys apart. */
  declare prefix: string;
  /** SHA-256 of the secret; the secret itself is never stored. */
  declare secretHash: string;
  declare createdAt: Date;
  declare lastUsedAt: Date | null;
  declare revokedAt: Date | null;

  static initModel(sequelize: Sequelize): void {
    ApiKey.init(
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        accountId: { type: DataTypes.STRING(36), allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        prefix: { type: DataTypes.STRING(32), allowNull: false },
        secretHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        lastUsedAt: { type: DataTypes.DATE, allowNull: true },
        revokedAt: { type: DataTypes.DATE, allowNull: true },
      },
      { sequelize, tableName: 'api_keys', updatedAt: false },
    );
  }
}

import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export class Account extends Model<InferAttributes<Account>, InferCreationAttributes<Account>> {
  declare id: string;
  declare email: string;
  /** scrypt hash; null for an account that has never set a password. */
  declare passwordHash: string | null;
  /** How long cache entries answer before they are refreshed; null: until deleted. */
  declare cacheTtlSeconds: number | null;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    Account.init(
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        email: { type: DataTypes.STRING(320), allowNull: false, unique: true },
        passwordHash: { type: DataTypes.STRING(255), allowNull: true },
        cacheTtlSeconds: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'accounts', updatedAt: false },
    );
  }
}

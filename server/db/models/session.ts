import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  /** SHA-256 (hex) of the session token; the token itself lives only in the cookie. */
  declare id: string;
  declare accountId: string;
  declare expiresAt: Date;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    Session.init(
      {
        id: { type: DataTypes.STRING(64), primaryKey: true },
        accountId: { type: DataTypes.STRING(36), allowNull: false },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'sessions', updatedAt: false },
    );
  }
}

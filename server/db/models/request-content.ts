import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A request or answer body the request log refers to, stored once per distinct text per account. */
export class RequestContent extends Model<InferAttributes<RequestContent>, InferCreationAttributes<RequestContent>> {
  declare accountId: string;
  declare hash: string;
  declare body: string;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    RequestContent.init(
      {
        accountId: { type: DataTypes.STRING(36), primaryKey: true },
        hash: { type: DataTypes.STRING(64), primaryKey: true },
        body: { type: DataTypes.TEXT, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'request_contents', updatedAt: false },
    );
  }
}

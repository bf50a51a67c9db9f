import React from "react";
import { Link, type PageProps } from "gatsby";
import Layout from "../components/Layout";
import Seo from "../components/Seo";
import { siteConfig } from "../site-config";
import * as styles from "./index.module.css";

const START_HERE = [
  { title: "Introduction to Cairn", to: "/intro/overview/intro-to-cairn/", text: "What Cairn gives you and how its pieces fit together." },
  { title: "Core concepts", to: "/intro/core-concepts/infrastructure-as-code/", text: "Infrastructure as code, immutable infrastructure and the production framework." },
  { title: "Tool fundamentals", to: "/intro/tool-fundamentals/terraform/", text: "Terraform, Terragrunt, Packer and Docker, as Cairn uses them." },
  { title: "Your first deployment", to: "/intro/first-deployment/deploy/", text: "Deploy a VPC from the service catalog, verify it and roll it back." },
];

/** The home page: what the site teaches and where to start. */
export default function HomePage({ location }: PageProps) {
  return (
    <Layout currentPath={location.pathname}>
      <Seo description={siteConfig.tagline} path="/" />
      <main id="main" tabIndex={-1} className={styles.main}>
        <section className={styles.hero}>
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <Link className={styles.cta} to={siteConfig.docsHomePath}>
            Get started
          </Link>
        </section>
        <section aria-labelledby="start-here" className={styles.section}>
          <h2 id="start-here">Start here</h2>
          <ul className={styles.cards}>
            {START_HERE.map((card) => (
              <li key={card.to}>
                <Link className={styles.card} to={card.to}>
                  <span className={styles.cardTitle}>{card.title}</span>
                  <span className={styles.cardText}>{card.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
